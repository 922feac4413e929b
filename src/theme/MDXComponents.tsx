/**
 * Registers the site's MDX components globally, so pages use them without import lines (which the prose linters
 * would otherwise read as text). Wraps the original map; nothing of it is replaced.
 *
 * Tabs and TabItem are not here: the pages that use them import them at build time (plugins/remark-import-tabs/),
 * so the other docs do not load them. They are the classic theme's (`@theme-init`), not `@theme/Tabs`: the OpenAPI
 * theme overrides `@theme/Tabs` with its own copy, whose stylesheet would pull the API reference's CSS chunk (about
 * 90 KB) into every docs page with tabs. Each TabItem wraps the classic theme's with a label that only print shows
 * (src/components/PrintableTabItem).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ProductName from '@site/src/components/ProductName';
import RequiredRoles from '@site/src/components/RequiredRoles';
import MenuPath from '@site/src/components/MenuPath';
import Diagram from '@site/src/components/Diagram';

export default {
  ...MDXComponents,
  ProductName,
  RequiredRoles,
  MenuPath,
  // ```mermaid blocks, drawn at build time (plugins/diagrams/).
  Diagram,
};
