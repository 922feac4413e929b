/**
 * Search bar wrapper around the search plugin's own bar:
 * - cuts the query at 512 characters (site spec, section 5); the plugin has no limit of its own. `maxLength` stops
 *   typing and trims a paste; the input listener also trims a value set any other way, before the plugin's React
 *   handler reads it (listeners on the element run before React's listener on the root);
 * - gives the input and the clear button localized accessible names (the plugin hard-codes "Search").
 */
import {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {translate} from '@docusaurus/Translate';
import {SEARCH_INPUT_MAX_LENGTH} from '@site/src/constants/search';

export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const inputLabel = translate({id: 'theme.SearchBar.label', message: 'Search'});
  const clearLabel = translate({id: 'theme.SearchBar.clearButtonLabel', message: 'Clear the query'});

  useEffect(() => {
    const container = ref.current;
    const input = container?.querySelector('input');
    if (!container || !input) return undefined;
    input.maxLength = SEARCH_INPUT_MAX_LENGTH;
    input.setAttribute('aria-label', inputLabel);
    const cut = () => {
      if (input.value.length > SEARCH_INPUT_MAX_LENGTH) input.value = input.value.slice(0, SEARCH_INPUT_MAX_LENGTH);
    };
    const labelClearButton = () =>
      container.querySelectorAll('button:not([aria-label])').forEach((b) => b.setAttribute('aria-label', clearLabel));
    labelClearButton();
    const observer = new MutationObserver(labelClearButton);
    observer.observe(container, {childList: true, subtree: true});
    input.addEventListener('input', cut);
    return () => {
      input.removeEventListener('input', cut);
      observer.disconnect();
    };
  }, [inputLabel, clearLabel]);

  return (
    <div ref={ref} style={{display: 'contents'}}>
      <SearchBar {...props} />
    </div>
  );
}
