/**
 * Print preparation (issue 19), a client module of a few hundred bytes on every page. Why our own: no plugin prints
 * a Docusaurus page's collapsed <details> open or draws its lazily drawn diagrams (src/theme/Mermaid) first.
 *
 * Before printing it opens every closed <details> (CSS cannot open them; they are closed again after printing),
 * marks links whose text is already their address (print.css then prints no address after them), and asks every
 * diagram not drawn yet to draw (PRINT_PREPARE_EVENT, heard by src/theme/Mermaid).
 * Triggers: `beforeprint`/`afterprint`, and the print media query turning on and off (so that print emulation, which
 * fires no beforeprint, prepares the page too). Drawing a diagram takes a moment, longer than a browser waits after
 * `beforeprint`: Ctrl+P / Cmd+P is therefore taken over, the diagrams are drawn, then the print dialog opens.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const PRINT_PREPARE_EVENT = 'help:print-prepare';
/** Longest wait for the diagrams before the print dialog opens anyway (a diagram that fails never draws). */
const DIAGRAM_WAIT_MS = 5000;

const opened = new Set<HTMLDetailsElement>();

export function preparePrint(): void {
  for (const details of Array.from(document.querySelectorAll<HTMLDetailsElement>('details:not([open])'))) {
    details.open = true;
    opened.add(details);
  }
  for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('.theme-doc-markdown a[href]'))) {
    const text = a.textContent?.trim();
    if (text && (text === a.href || text === a.getAttribute('href'))) a.dataset.printNoUrl = '';
  }
  window.dispatchEvent(new Event(PRINT_PREPARE_EVENT));
}

export function restoreAfterPrint(): void {
  for (const details of opened) details.open = false;
  opened.clear();
}

/** Resolves once every diagram slot holds its drawing (or after DIAGRAM_WAIT_MS). */
function diagramsDrawn(): Promise<void> {
  const pending = () => Array.from(document.querySelectorAll('.docusaurus-mermaid-slot')).some((slot) => !slot.querySelector('svg'));
  return new Promise((resolve) => {
    if (!pending()) return resolve();
    const observer = new MutationObserver(() => {
      if (!pending()) done();
    });
    const timer = window.setTimeout(() => done(), DIAGRAM_WAIT_MS);
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    observer.observe(document.body, {childList: true, subtree: true});
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // Internal links are root-relative (/help/jp/...): print.css puts the origin in front of them.
  document.documentElement.style.setProperty('--help-print-origin', JSON.stringify(window.location.origin));
  window.addEventListener('beforeprint', preparePrint);
  window.addEventListener('afterprint', restoreAfterPrint);
  window.matchMedia('print').addEventListener('change', (e) => (e.matches ? preparePrint() : restoreAfterPrint()));
  window.addEventListener('keydown', (e) => {
    if (e.key.toLowerCase() !== 'p' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    e.preventDefault();
    preparePrint();
    void diagramsDrawn().then(() => window.print());
  });
}
