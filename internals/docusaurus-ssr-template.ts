/**
 * Internal: the page template of @docusaurus/core 3.10 (`lib/ssg/ssgTemplate.html.js`), the default of the documented
 * `ssrTemplate` option. config/paint-first.ts passes Docusaurus the same template with one loop changed (how the
 * page's scripts are written), so it starts from the installed default rather than from a copy that would drift.
 *
 * Breaks: a Docusaurus release that writes the scripts otherwise; then the loop is not found and the build stops here
 * (the guard says so first), rather than pages loading their main script before their first paint again.
 */
import {createRequire} from 'node:module';
import type {Guard} from './guard.ts';

const TEMPLATE_FILE = 'lib/ssg/ssgTemplate.html.js';

/** The template's loop over the page's scripts, as 3.10 writes it. */
export const SCRIPTS_LOOP = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** The installed default template with its scripts loop replaced by `loop`. */
export function ssrTemplateWithScripts(loop: string): string {
  const require = createRequire(import.meta.url);
  const template = (require(`@docusaurus/core/${TEMPLATE_FILE}`) as {default: string}).default;
  if (!template.includes(SCRIPTS_LOOP)) throw new Error(`@docusaurus/core/${TEMPLATE_FILE}: the scripts loop changed (internals/docusaurus-ssr-template.ts)`);
  return template.replace(SCRIPTS_LOOP, loop);
}

export const guard: Guard = (probe) => [...probe.version('@docusaurus/core', '3.10'), ...probe.file('@docusaurus/core', TEMPLATE_FILE, [SCRIPTS_LOOP])];
