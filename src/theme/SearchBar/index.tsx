/**
 * Search bar wrapper around the search plugin's own bar:
 * - the plugin's bar (its code, autocomplete glue, worker bridge and styles: about 8 KB gzip) loads only when the
 *   reader reaches for search: focus, pointer or touch on the box, the Ctrl/⌘+K shortcut, or a page opened from a
 *   result (`?_highlight=`, whose terms the plugin marks). Until then a stand-in box of the same size and labels is
 *   shown; what the reader types into it moves to the plugin's box, with the focus, once it has loaded (a fraction
 *   of a second), so search works from the first keystroke. The search index itself still loads only on search;
 * - cuts the query at 512 characters (site spec, section 5); the plugin has no limit of its own. `maxLength` stops
 *   typing and trims a paste; the input listener also trims a value set any other way, before the plugin's React
 *   handler reads it (listeners on the element run before React's listener on the root);
 * - gives the input and the clear button localized accessible names (the plugin hard-codes "Search").
 */
import {lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {SEARCH_INPUT_MAX_LENGTH} from '@site/src/constants/search';
import styles from './styles.module.css';

const PluginSearchBar = lazy(() => import('@theme-original/SearchBar'));

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};

const isShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** Renders nothing; tells the wrapper, before the browser paints, that the plugin's bar is in the page. */
function Loaded({onLoaded}: {onLoaded: () => void}): null {
  useLayoutEffect(onLoaded, [onLoaded]);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const standInRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const [ready, setReady] = useState(false);
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const inputLabel = translate({id: 'theme.SearchBar.label', message: 'Search'});
  const clearLabel = translate({id: 'theme.SearchBar.clearButtonLabel', message: 'Clear the query'});
  const activate = useCallback(() => setActive(true), []);

  // Typed into (or focused) before the page came to life: load the plugin's bar now, the query moves over.
  useEffect(() => {
    const standIn = standInRef.current;
    if (standIn && (standIn.value || document.activeElement === standIn)) setActive(true);
  }, []);

  // A page opened from a search result: the plugin marks the searched terms on it.
  useEffect(() => {
    if (new URLSearchParams(search).has('_highlight')) setActive(true);
  }, [search]);

  // The shortcut, until the plugin's bar (which has its own) is there.
  useEffect(() => {
    if (ready) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      standInRef.current?.focus();
      setActive(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ready]);

  // The plugin's bar has mounted beside the stand-in: move the focus at once (typing goes on in the plugin's box),
  // then drop the stand-in.
  const carried = useRef('');
  const onLoaded = useCallback(() => {
    const standIn = standInRef.current;
    const input = ref.current?.querySelector<HTMLInputElement>('input.navbar__search-input:not([data-stand-in])');
    if (standIn && input) {
      carried.current = standIn.value;
      if (document.activeElement === standIn) input.focus();
    }
    setReady(true);
  }, []);

  // ...and the query. The plugin fills its box just after it mounts (a zero-delay timer that applies a result
  // link's terms), so the query moves after that: the stand-in's text, then anything typed since. (Unpatched, that
  // timer also emptied the box, wiping a query typed into it in that moment: patches/@easyops-cn+…)
  useEffect(() => {
    const input = ref.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!ready || !input || !carried.current) return undefined;
    const timer = setTimeout(() => {
      const value = (carried.current + input.value).slice(0, SEARCH_INPUT_MAX_LENGTH);
      carried.current = '';
      // The plugin's input is controlled by React: set the DOM value and tell React, as typing would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    });
    return () => clearTimeout(timer);
  }, [ready]);

  // Limits and labels of the plugin's input, once it is there.
  useEffect(() => {
    const container = ref.current;
    const input = container?.querySelector<HTMLInputElement>('input.navbar__search-input:not([data-stand-in])');
    if (!ready || !container || !input) return undefined;
    input.maxLength = SEARCH_INPUT_MAX_LENGTH;
    input.setAttribute('aria-label', inputLabel);
    const cut = () => {
      if (input.value.length > SEARCH_INPUT_MAX_LENGTH) input.value = input.value.slice(0, SEARCH_INPUT_MAX_LENGTH);
    };
    const labelClearButton = () => container.querySelectorAll('button:not([aria-label])').forEach((b) => b.setAttribute('aria-label', clearLabel));
    labelClearButton();
    const observer = new MutationObserver(labelClearButton);
    observer.observe(container, {childList: true, subtree: true});
    input.addEventListener('input', cut);
    return () => {
      input.removeEventListener('input', cut);
      observer.disconnect();
    };
  }, [ready, inputLabel, clearLabel]);

  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <div ref={ref} style={{display: 'contents'}}>
      {!ready && (
        <div className={`navbar__search ${styles.standIn}`} dir="ltr">
          <input
            ref={standInRef}
            data-stand-in=""
            className="navbar__search-input"
            placeholder={inputLabel}
            aria-label={inputLabel}
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            autoComplete="off"
            onFocus={() => {
              activate();
              props.handleSearchBarToggle?.(true);
            }}
            onBlur={() => props.handleSearchBarToggle?.(false)}
            onPointerEnter={activate}
            onTouchStart={activate}
          />
          {isBrowser && (
            <div className={styles.hints} aria-hidden="true">
              <kbd>{isMac ? '⌘' : 'ctrl'}</kbd>
              <kbd>K</kbd>
            </div>
          )}
        </div>
      )}
      {active && (
        <Suspense fallback={null}>
          <PluginSearchBar {...props} />
          <Loaded onLoaded={onLoaded} />
        </Suspense>
      )}
    </div>
  );
}
