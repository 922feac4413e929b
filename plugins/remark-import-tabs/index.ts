/**
 * Remark plugin: a page that uses <Tabs> or <TabItem> imports them itself, so the 124 of 136 docs without tabs do
 * not load the tab components (the MDX components every doc page loads, src/theme/MDXComponents.tsx, leave them
 * out). Writers still use them without import lines (CONTRIBUTING.md). Ours because MDX has no per-page automatic
 * import; a local import takes precedence over the provider's components.
 */
import type {Transformer} from 'unified';
import {esmImport} from './esm-import';

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  [key: string]: unknown;
}

/** The components and where they come from (the classic theme's Tabs, our printable TabItem). */
const COMPONENTS: Record<string, string> = {
  Tabs: '@theme-init/Tabs',
  TabItem: '@site/src/components/PrintableTabItem',
};

export default function remarkImportTabs(): Transformer {
  return (tree) => {
    const used = new Set<string>();
    const walk = (node: Node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && node.name in COMPONENTS) used.add(node.name);
      node.children?.forEach(walk);
    };
    walk(tree as unknown as Node);
    const root = tree as unknown as Node;
    const imported = new Set(
      (root.children ?? []).filter((n) => n.type === 'mdxjsEsm').flatMap((n) => [...String(n.value).matchAll(/import\s+(\w+)/g)].map((m) => m[1])),
    );
    const imports = [...used].filter((name) => !imported.has(name)).map((name) => esmImport(name, COMPONENTS[name]));
    root.children?.unshift(...imports);
  };
}
