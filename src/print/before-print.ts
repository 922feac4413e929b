/**
 * Print preparation, a client module of a few hundred bytes on every page. Why our own: no plugin prints
 * a Docusaurus page's collapsed <details> open.
 *
 * Before printing it opens every closed <details> (CSS cannot open them; they are closed again after printing) and
 * marks links whose text is already their address (print.css then prints no address after them). Diagrams need
 * nothing: they are images drawn at build time (plugins/diagrams/), loaded with the page.
 * Triggers: `beforeprint`/`afterprint`, and the print media query turning on and off (so that print emulation, which
 * fires no beforeprint, prepares the page too).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

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
}

export function restoreAfterPrint(): void {
  for (const details of opened) details.open = false;
  opened.clear();
}

if (ExecutionEnvironment.canUseDOM) {
  // Internal links are root-relative (/help/jp/...): print.css puts the origin in front of them.
  document.documentElement.style.setProperty('--help-print-origin', JSON.stringify(window.location.origin));
  window.addEventListener('beforeprint', preparePrint);
  window.addEventListener('afterprint', restoreAfterPrint);
  window.matchMedia('print').addEventListener('change', (e) => (e.matches ? preparePrint() : restoreAfterPrint()));
}
