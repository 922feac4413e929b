/**
 * MDXPage wrapper (standalone Markdown pages, src/pages): hands a translated page's freshness to its `#` title, which
 * shows it right under itself (src/theme/MDXComponents.tsx, src/components/TranslationFreshness). The page component
 * renders the title inside the page's own content, so it has no place of its own under the title to wrap.
 */
import type {ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import {TitleFreshness, freshnessOf} from '@site/src/components/TranslationFreshness';

type Props = WrapperProps<typeof MDXPageType>;

export default function MDXPageWrapper(props: Props): ReactNode {
  // The metadata's front matter, made anew in every build (the compiled page's own copy may come from a cache).
  return (
    <TitleFreshness.Provider value={freshnessOf(props.content.metadata.frontMatter)}>
      <MDXPage {...props} />
    </TitleFreshness.Provider>
  );
}
