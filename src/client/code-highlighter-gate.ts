/**
 * When the code highlighter (src/theme/CodeBlock) may load in the browser. A client module: Docusaurus tells it when
 * the first page has hydrated and when the reader navigates.
 *
 * It opens when the reader points at, touches or tabs into a code block, when the reader navigates to another page
 * (its code blocks render in the browser, without server HTML), or when a code block first mounts after hydration
 * (a try-it answer, a tab group remounting its panels), and at once in dark mode when the page has server-rendered
 * code blocks (their server HTML has the light theme's colours).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {ROOT_ELEMENT_ID} from '../../internals/docusaurus-root-element.ts';

let open: () => void = () => undefined;
let hydrated = false;
/**
 * Whether this page came with server HTML (a built site hydrates it; the dev server renders in the browser): the
 * element Docusaurus renders into has children (internals/docusaurus-root-element.ts).
 */
const serverRendered = ExecutionEnvironment.canUseDOM && Boolean(document.getElementById(ROOT_ELEMENT_ID)?.hasChildNodes());

/** Resolves when the highlighter may load; at once on the server, whose render waits for it. */
export const highlighterNeeded: Promise<void> = ExecutionEnvironment.canUseDOM
  ? new Promise((resolve) => {
      open = resolve;
    })
  : Promise.resolve();

/** For a code block mounting now: true when it has no server HTML to keep (after the first page has hydrated). */
export function mountsWithoutServerHtml(): boolean {
  return hydrated || !serverRendered;
}

/** Whether this page came with server HTML at all (false on the dev server, which renders in the browser). */
export function pageHasServerHtml(): boolean {
  return serverRendered;
}

export function openHighlighterGate(): void {
  open();
}

const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
function onReach(event: Event): void {
  if ((event.target as Element | null)?.closest?.('.theme-code-block')) {
    open();
    for (const type of REACH_EVENTS) document.removeEventListener(type, onReach, true);
  }
}
if (ExecutionEnvironment.canUseDOM) {
  for (const type of REACH_EVENTS) document.addEventListener(type, onReach, {capture: true, passive: true});
}

const lifecycle: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) open();
  },
  onRouteDidUpdate() {
    // The server HTML has the light theme's colours: a reader in dark mode gets the blocks drawn in theirs at once.
    if (!hydrated && document.documentElement.dataset.theme === 'dark' && document.querySelector('.so-code-server-html')) open();
    hydrated = true;
  },
};
export const {onRouteUpdate, onRouteDidUpdate} = lifecycle;
