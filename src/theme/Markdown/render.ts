/** Markdown to HTML for the API reference's descriptions (./index.tsx): CommonMark with GFM; HTML in them is escaped. */
import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';

const options = {extensions: [gfm()], htmlExtensions: [gfmHtml()]};

export default function renderMarkdown(source: string): string {
  return micromark(source, options);
}
