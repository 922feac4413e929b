/**
 * Search page wrapper around the search plugin's full results page (/search?q=...):
 * - a query longer than 512 characters, typed or arriving in the address, is cut (site spec, section 5);
 * - the query input gets a localized accessible name (the plugin hard-codes "Search").
 */
import {useEffect, useRef, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SEARCH_INPUT_MAX_LENGTH} from '@site/src/constants/search';

export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const location = useLocation();
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const q = params.get('q');
    if (q && q.length > SEARCH_INPUT_MAX_LENGTH) {
      params.set('q', q.slice(0, SEARCH_INPUT_MAX_LENGTH));
      history.replace({...location, search: `?${params.toString()}`});
    }
  }, [location, history]);

  useEffect(() => {
    const input = ref.current?.querySelector<HTMLInputElement>('input[name="q"]');
    if (!input) return;
    input.maxLength = SEARCH_INPUT_MAX_LENGTH;
    input.setAttribute('aria-label', label);
  }, [label]);

  return (
    <div ref={ref} style={{display: 'contents'}}>
      <SearchPage {...props} />
    </div>
  );
}
