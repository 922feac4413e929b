/**
 * DocItem/Content wrapper: the "copy page as Markdown" button and the link to the page's Markdown twin
 * beside the title of every doc page that has a twin (src/markdown-twins/twin.ts). The original is not changed.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownActions from './MarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownActions />
      <Content {...props} />
    </>
  );
}
