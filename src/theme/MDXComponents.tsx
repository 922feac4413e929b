/**
 * Registers the site's MDX components globally, so pages use them without import lines (which the prose linters
 * would otherwise read as text). Wraps the original map; nothing of it is replaced.
 *
 * Tabs come from the classic theme (`@theme-init`), not `@theme/Tabs`: the OpenAPI theme overrides `@theme/Tabs` with
 * its own copy, whose stylesheet would pull the API reference's CSS chunk (about 90 KB) into every docs page with tabs.
 * The generated API pages import their tabs themselves and keep the OpenAPI ones. Each TabItem wraps the classic
 * theme's with a label that only print shows (src/components/PrintableTabItem).
 *
 * Tabs load lazily: 11 of 136 Japanese guides use them, and their code (about 1.5 KB gzip) would otherwise come with
 * every page. The server HTML is complete; in the browser the tabs work once their chunk has loaded (before that,
 * the page shows the server-rendered selected tab).
 */
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ProductName from '@site/src/components/ProductName';
import RequiredRoles from '@site/src/components/RequiredRoles';
import MenuPath from '@site/src/components/MenuPath';

const LazyTabs = lazy(() => import('@theme-init/Tabs'));
const LazyTabItem = lazy(() => import('@site/src/components/PrintableTabItem'));

function Tabs(props: ComponentProps<typeof LazyTabs>): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyTabs {...props} />
    </Suspense>
  );
}

// The classic Tabs reads each child's props (`value`, `label`, `default`): they pass through this wrapper unchanged.
function TabItem(props: ComponentProps<typeof LazyTabItem>): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyTabItem {...props} />
    </Suspense>
  );
}

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ProductName,
  RequiredRoles,
  MenuPath,
};
