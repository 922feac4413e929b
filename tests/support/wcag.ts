/**
 * WCAG 2.2 checks that an automated score does not make: each reads what a reader meets in the page (layout, focus,
 * languages of parts, text alternatives) and returns its problems as sentences naming the element, so that a test
 * fails with the page and what is wrong. tests/browser/wcag.spec.ts runs them on the sample of each page kind and
 * plants a defect of each kind to show that each can fail.
 */
import type {Page} from '@playwright/test';

/** A short, readable name of an element for a failure message: tag, id or first class, and its text. */
const DESCRIBE = `(el) => {
  const id = el.id ? '#' + el.id : el.classList[0] ? '.' + el.classList[0] : '';
  const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  return el.tagName.toLowerCase() + id + (text ? ' "' + text + '"' : '');
}`;

/**
 * 2.4.11 Focus Not Obscured and 2.4.7 Focus Visible: presses Tab `steps` times from the top of the page; each focused
 * element must show a focus indicator (an outline or a box shadow that it does not have unfocused) and must not be
 * hidden, wholly, under the sticky navbar or the announcement bar.
 */
export async function focusProblems(page: Page, steps = 40): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((describe) => {
      const name = (0, eval)(describe) as (el: Element) => string;
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return {name: name(el), key: name(el), hidden: 'has no size', visible: true};
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      // Covered: every point of a 3 x 3 grid over the element hits the sticky navbar or the announcement bar.
      const covers = [...document.querySelectorAll('.navbar, .theme-announcement-bar, [class*="announcementBar"]')].filter((c) => {
        const s = getComputedStyle(c);
        return (s.position === 'sticky' || s.position === 'fixed') && !c.contains(el);
      });
      const xs = [0.1, 0.5, 0.9].map((f) => r.left + r.width * f);
      const ys = [0.1, 0.5, 0.9].map((f) => r.top + r.height * f);
      const points = xs.flatMap((x) => ys.map((y) => [x, y] as const));
      const hidden = points.every(([x, y]) => {
        if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && covers.some((c) => c.contains(top));
      });
      return {
        name: name(el),
        key: name(el) + r.top.toFixed(0),
        hidden: hidden ? 'is hidden under the sticky navbar or announcement bar' : null,
        visible: outline || shadow,
      };
    }, DESCRIBE);
    if (!found || seen.has(found.key)) continue;
    seen.add(found.key);
    if (found.hidden) problems.push(`Tab ${i + 1}: ${found.name} ${found.hidden} (2.4.11)`);
    if (!found.visible) problems.push(`Tab ${i + 1}: ${found.name} shows no focus indicator (2.4.7)`);
  }
  return problems;
}

/**
 * 2.5.8 Target Size (Minimum): every visible link, button and form control is at least 24 by 24 CSS px, or a circle of
 * 24 px centred on it meets no other target's; links inside a sentence and controls the browser draws are exempt.
 */
export async function targetSizeProblems(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({describe, within}) => {
      const name = (0, eval)(describe) as (el: Element) => string;
      const root = document.querySelector(within) ?? document.body;
      const targets = [
        ...root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"]'),
      ]
        .filter((el) => {
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          // Off the screen (the phone menu, slid out of view at desktop width) is not a target a pointer can meet.
          const onScreen = r.right > 0 && r.left < innerWidth && r.bottom > 0;
          // Under another box (the docs sidebar's logo under the sticky navbar until the navbar hides): not a target
          // either. Only what is in the viewport can be asked.
          const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
          const top = y >= 0 && y < innerHeight && x >= 0 && x < innerWidth ? document.elementFromPoint(x, y) : null;
          const covered = top !== null && !el.contains(top) && !top.contains(el);
          return (
            s.visibility !== 'hidden' &&
            s.display !== 'none' &&
            r.width > 0 &&
            r.height > 0 &&
            onScreen &&
            !covered &&
            !el.closest('[aria-hidden="true"], [inert]')
          );
        })
        .map((el) => ({el, r: el.getBoundingClientRect()}));
      // Inline: a link in a line of text (its block holds more text than the link).
      const inline = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const block = el.closest('p, li, td, th, dd, figcaption, blockquote, .admonition, h1, h2, h3, h4, h5, h6');
        return block !== null && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
      };
      const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
      const problems: string[] = [];
      for (const {el, r} of targets) {
        if ((r.width >= 24 && r.height >= 24) || inline(el)) continue;
        // The spacing exception: a 24 px circle on its centre intersects no other target and no other small target's circle.
        const [cx, cy] = centre(r);
        const clash = targets.find((o) => {
          if (o.el === el || o.el.contains(el) || el.contains(o.el)) return false;
          const nx = Math.max(o.r.left, Math.min(cx, o.r.right));
          const ny = Math.max(o.r.top, Math.min(cy, o.r.bottom));
          if (Math.hypot(nx - cx, ny - cy) < 12) return true;
          const small = o.r.width < 24 || o.r.height < 24;
          const [ox, oy] = centre(o.r);
          return small && !inline(o.el) && Math.hypot(ox - cx, oy - cy) < 24;
        });
        const at = (b: DOMRect) => `at ${b.left.toFixed(0)},${b.top.toFixed(0)}`;
        if (clash)
          problems.push(`${name(el)} ${at(r)} is ${r.width.toFixed(0)} x ${r.height.toFixed(0)} px and too close to ${name(clash.el)} ${at(clash.r)} (2.5.8)`);
      }
      return problems;
    },
    {describe: DESCRIBE, within},
  );
}

/**
 * 1.4.10 Reflow: at the current viewport (320 CSS px wide), the page does not scroll sideways, and no element but code,
 * tables, diagrams and their scroll containers is wider than the viewport.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate((describe) => {
    const name = (0, eval)(describe) as (el: Element) => string;
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const scroll = document.scrollingElement?.scrollWidth ?? 0;
    if (scroll > width + 1) problems.push(`the page scrolls sideways: ${scroll} px of content in ${width} px (1.4.10)`);
    const exempt = 'pre, code, table, svg, .mermaid, [class*="codeBlock"], [class*="tableWrapper"], .theme-code-block, figure';
    const scrolls = (el: Element | null): boolean => {
      for (let p = el; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && p.clientWidth <= width) return true;
      }
      return false;
    };
    const past = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= width + 1 || el.closest(exempt) || scrolls(el.parentElement)) return false;
      return getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
    };
    const offenders = [...document.querySelectorAll('main *, nav *, footer *')].filter(past);
    // The innermost ones: a box that is wide because of what it holds is not the one to fix.
    for (const el of offenders.filter((o) => !offenders.some((x) => x !== o && o.contains(x))).slice(0, 6)) {
      problems.push(`${name(el)} reaches ${el.getBoundingClientRect().right.toFixed(0)} px, past the ${width} px viewport (1.4.10)`);
    }
    return problems;
  }, DESCRIBE);
}

/** The text spacing of 1.4.12, as a reader's style sheet sets it. */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * 1.4.12 Text Spacing: with TEXT_SPACING_CSS applied, no text is cut off: no element that clips its overflow holds
 * text wider or taller than its box (scroll containers, which the reader can scroll, aside).
 */
export async function textSpacingProblems(page: Page): Promise<string[]> {
  await page.addStyleTag({content: TEXT_SPACING_CSS});
  return page.evaluate((describe) => {
    const name = (0, eval)(describe) as (el: Element) => string;
    const problems: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const s = getComputedStyle(el);
      const clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip';
      const clipsY = s.overflowY === 'hidden' || s.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      if (!(el.textContent ?? '').trim() || s.visibility === 'hidden' || s.display === 'none' || el.closest('[aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      // Visually hidden text (a 1 px clipped box for screen readers) is not shown to anyone to cut.
      if (r.width <= 1 || r.height <= 1) continue;
      // An ellipsis is a choice that the full text is there for who asks for it (title, tooltip): not a loss.
      if (s.textOverflow === 'ellipsis') continue;
      const cut = (clipsX && el.scrollWidth > el.clientWidth + 2) || (clipsY && el.scrollHeight > el.clientHeight + 2);
      if (cut) problems.push(`${name(el)} cuts off its text (${el.scrollWidth} x ${el.scrollHeight} in ${el.clientWidth} x ${el.clientHeight}) (1.4.12)`);
    }
    return problems.slice(0, 10);
  }, DESCRIBE);
}

/**
 * 1.1.1 Non-text Content: every image has an alt attribute (empty only when it is decoration), every diagram (an SVG
 * drawn from Mermaid or a figure) has a text alternative: a name (aria-label, aria-labelledby, <title>) or a
 * description the page gives beside it.
 */
export async function textAlternativeProblems(page: Page): Promise<string[]> {
  return page.evaluate((describe) => {
    const name = (0, eval)(describe) as (el: Element) => string;
    const problems: string[] = [];
    for (const img of document.querySelectorAll('main img')) {
      if (!img.hasAttribute('alt')) problems.push(`${name(img)} (${img.getAttribute('src')}) has no alt attribute (1.1.1)`);
    }
    const labelled = (el: Element) =>
      Boolean(el.getAttribute('aria-label')?.trim()) ||
      Boolean(
        el
          .getAttribute('aria-labelledby')
          ?.split(/\s+/)
          .some((id) => document.getElementById(id)?.textContent?.trim()),
      ) ||
      Boolean(el.querySelector(':scope > title')?.textContent?.trim());
    for (const svg of document.querySelectorAll('main svg')) {
      // Icons inside a named control or hidden from assistive technology take their name from the control.
      if (svg.closest('[aria-hidden="true"], button, a, [role="button"]') || svg.getAttribute('aria-hidden') === 'true') continue;
      const r = svg.getBoundingClientRect();
      if (r.width < 48 && r.height < 48) continue;
      const holder = svg.closest('figure, [role="img"], [class*="diagram"], .mermaid') ?? svg;
      if (!labelled(svg) && !labelled(holder) && !holder.querySelector('figcaption')?.textContent?.trim()) {
        problems.push(`${name(holder)}: a diagram with no text alternative (1.1.1)`);
      }
    }
    return problems;
  }, DESCRIBE);
}

/**
 * 3.1.2 Language of Parts: in a page whose language is not English, a bold UI label (the pages' convention for a
 * label on a screen) or a label in brackets after one, written in English words, is marked lang="en", unless it is a
 * proper name (the glossary's names) or a technical term in capitals (API, SMTP, OK).
 */
export async function languageOfPartsProblems(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate(
    ({describe, names}) => {
      const name = (0, eval)(describe) as (el: Element) => string;
      const pageLang = document.documentElement.lang;
      if (pageLang.startsWith('en')) return [];
      const proper = new Set(names.map((n) => n.toLowerCase()));
      const english = (text: string) => {
        const t = text.trim();
        if (!/^[A-Za-z][A-Za-z0-9 '’.,/&()+?:-]*$/.test(t) || !/[a-z]{2}/.test(t)) return false;
        // A proper name, or a label made of proper names and capitals only (Microsoft 365, SSO), needs no marking.
        const words = t.split(/[\s/]+/).filter(Boolean);
        if (proper.has(t.toLowerCase())) return false;
        // An identifier: one word that starts in lower case (id, host, isSuccess).
        if (/^[a-z][A-Za-z0-9_.-]*$/.test(t)) return false;
        return !words.every((w) => proper.has(w.toLowerCase()) || /^[A-Z0-9-]+$/.test(w) || /^\d/.test(w));
      };
      const problems: string[] = [];
      for (const el of document.querySelectorAll('main strong, main b, main .so-lang-part')) {
        if (el.closest('code, pre, [lang^="en"]')) continue;
        if (english(el.textContent ?? '')) problems.push(`${name(el)} is English in a ${pageLang} page without lang="en" (3.1.2)`);
      }
      // An English label in brackets after its translation: **他のアプリの上に重ねて表示**（Display over other apps）.
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('code, pre, [lang^="en"], script, style')) continue;
        for (const m of (node.textContent ?? '').matchAll(/（([^（）]+)）/g)) {
          if (english(m[1])) problems.push(`"${m[1]}" in brackets in ${name(parent)} is English in a ${pageLang} page without lang="en" (3.1.2)`);
        }
      }
      return problems;
    },
    {describe: DESCRIBE, names},
  );
}
