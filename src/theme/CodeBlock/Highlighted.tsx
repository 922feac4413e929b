/**
 * The classic code block with Prism's additional languages registered first: the lazy part of the CodeBlock wrapper
 * (./index.tsx). The theme registers them in a client module that plugins/page-weight/lazy-prism/ empties in the browser
 * bundle; the theme component called here, and the guard that checks both: internals/docusaurus-prism-include-languages.ts.
 */
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme-original/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default function HighlightedCodeBlock(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
