/**
 * WCAG 1.4.13 (Content on Hover or Focus): a navbar menu that opens while the pointer is over it (Infima's
 * `.dropdown--hoverable:hover`) must close on Escape without the pointer moving. Escape marks the open menus
 * dismissed (src/css/custom.css hides a dismissed menu) until the pointer leaves them; a menu opened by keyboard
 * (`.dropdown--show`) closes too. Ours: Docusaurus's dropdown closes on Escape only when it was opened by keyboard.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const DISMISSED = 'so-dropdown--dismissed';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const dropdown of document.querySelectorAll<HTMLElement>('.dropdown--hoverable:hover, .dropdown--show')) {
      dropdown.classList.add(DISMISSED);
      dropdown.classList.remove('dropdown--show');
      dropdown.addEventListener('mouseleave', () => dropdown.classList.remove(DISMISSED), {once: true});
    }
  });
}
