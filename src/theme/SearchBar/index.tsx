/**
 * Search bar wrapper: the search plugin's own bar, with the query cut at 512 characters (site spec, section 5).
 * The plugin has no limit of its own. `maxLength` stops typing and trims a paste; the input listener also trims
 * a value set any other way, before the plugin's React handler reads it (target listeners run before React's
 * root listener).
 */
import {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {SEARCH_INPUT_MAX_LENGTH} from '@site/src/constants/search';

export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (!input) return undefined;
    input.maxLength = SEARCH_INPUT_MAX_LENGTH;
    const cut = () => {
      if (input.value.length > SEARCH_INPUT_MAX_LENGTH) input.value = input.value.slice(0, SEARCH_INPUT_MAX_LENGTH);
    };
    input.addEventListener('input', cut);
    return () => input.removeEventListener('input', cut);
  }, []);
  return (
    <div ref={ref} style={{display: 'contents'}}>
      <SearchBar {...props} />
    </div>
  );
}
