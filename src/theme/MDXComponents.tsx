/**
 * Registers the site's MDX components globally, so pages use them without import lines (which the prose linters
 * would otherwise read as text). Wraps the original map; of its components only `h1` is wrapped (below).
 *
 * Tabs and TabItem are not here: the pages that use them import them at build time (plugins/remark-import-tabs/),
 * so the other docs do not load them. They are the classic theme's (`@theme-init`), not `@theme/Tabs`: the OpenAPI
 * theme overrides `@theme/Tabs` with its own copy, whose stylesheet would pull the API reference's CSS chunk (about
 * 90 KB) into every docs page with tabs. Each TabItem wraps the classic theme's with a label that only print shows
 * (src/components/PrintableTabItem).
 *
 * A `#` title shows a translated page's freshness under itself when the page hands it one (src/theme/MDXPage for the
 * standalone pages; src/theme/DocItem/Content for a doc titled in its Markdown): the page components have no place
 * under such a title to wrap. Everywhere else the title is the original.
 */
import {useContext, type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ProductName from '@site/src/components/ProductName';
import RequiredRoles from '@site/src/components/RequiredRoles';
import MenuPath from '@site/src/components/MenuPath';
import Diagram from '@site/src/components/Diagram';
import TranslationFreshness, {TitleFreshness} from '@site/src/components/TranslationFreshness';

const H1 = MDXComponents.h1;
function TitleWithFreshness(props: ComponentProps<typeof H1>): ReactNode {
  const freshness = useContext(TitleFreshness);
  return (
    <>
      <H1 {...props} />
      {freshness && <TranslationFreshness freshness={freshness} />}
    </>
  );
}

export default {
  ...MDXComponents,
  h1: TitleWithFreshness,
  ProductName,
  RequiredRoles,
  MenuPath,
  // ```mermaid blocks, drawn at build time (plugins/diagrams/).
  Diagram,
};
