/**
 * The tags index of the release notes (/release-notes/tags). Replaces the classic theme's list instead of wrapping
 * it, for one reason: the original groups tags by first letter and sorts them with `localeCompare` in the runtime's
 * default locale, which differs between the build (Node) and a Japanese or Chinese reader's browser, so the page's
 * markup changed at hydration (React error #418) and the order jumped. Five translated tags need no letter index:
 * they are listed once, most used first, in an order that is the same on the server and in every browser.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/TagsListByLetter';
import Tag from '@theme/Tag';

export default function TagsListByLetter({tags}: Props): ReactNode {
  const sorted = [...tags].sort((a, b) => b.count - a.count || (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
  return (
    <section className="margin-vert--lg">
      <ul className="padding--none" style={{display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none'}}>
        {sorted.map((tag) => (
          <li key={tag.permalink}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </section>
  );
}
