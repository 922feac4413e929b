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
    window.scrollTo({top: 0, behavior: 'instant'});
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
      if (r.width === 0 && r.height === 0) return {name: name(el), key: name(el), hidden: 'has no size', visible: true, faint: null};
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      // 1.4.11: the outline against what is behind the element (its first opaque background up the tree).
      const rgb = (c: string) =>
        /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/
          .exec(c)
          ?.slice(1)
          .map((v, i) => (v === undefined && i === 3 ? 1 : Number(v)));
      const lum = (c: number[]) =>
        c
          .slice(0, 3)
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
      let behind = [255, 255, 255, 1];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const c = rgb(getComputedStyle(p).backgroundColor);
        if (c && (c[3] ?? 1) >= 1) {
          behind = c;
          break;
        }
      }
      const ring = rgb(style.outlineColor);
      const [hi, lo] = ring ? [lum(ring), lum(behind)].sort((a, b) => b - a) : [0, 0];
      const ringContrast = ring ? (hi + 0.05) / (lo + 0.05) : 0;
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
        // The browser's own ring (outline-style auto: two tones, seen on any colour) is not the author's to check (1.4.11).
        faint: outline && style.outlineStyle !== 'auto' && !shadow && ringContrast < 3 ? ringContrast.toFixed(2) : null,
      };
    }, DESCRIBE);
    if (!found || seen.has(found.key)) continue;
    seen.add(found.key);
    if (found.hidden) problems.push(`Tab ${i + 1}: ${found.name} ${found.hidden} (2.4.11)`);
    if (!found.visible) problems.push(`Tab ${i + 1}: ${found.name} shows no focus indicator (2.4.7)`);
    if (found.faint)
      problems.push(`Tab ${i + 1}: ${found.name}: its focus outline has a contrast of ${found.faint}:1 with what is behind it, under 3:1 (1.4.11)`);
  }
  return problems;
}

/**
 * 2.5.8 Target Size (Minimum): every visible link, button and form control is at least 24 by 24 CSS px, or a circle of
 * 24 px centred on it meets no other target's; links inside a sentence and controls the browser draws are exempt.
 */
export async function targetSizeProblems(page: Page, within = 'body'): Promise<string[]> {
  // Screen by screen: only what is on the screen can be hit-tested (a sidebar's links scrolled out of its box, or a
  // box under the sticky navbar, are not targets a pointer can meet).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = await page.evaluate(() => innerHeight);
  const problems = new Set<string>();
  for (let y = 0; y < height && y < screen * 12; y += Math.max(200, screen - 150)) {
    await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
    for (const p of await page.evaluate(screenTargetProblems, {describe: DESCRIBE, within})) problems.add(p);
  }
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
  // Back at the top the hidden navbar slides in again: let it arrive before anything else reads the layout.
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  return [...problems];
}

/** The targets on the screen now that are too small and too close to another (runs in the page). */
function screenTargetProblems({describe, within}: {describe: string; within: string}): string[] {
  const name = (0, eval)(describe) as (el: Element) => string;
  const root = document.querySelector(within) ?? document.body;
  const targets = [
    ...root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"]'),
  ]
    .filter((el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (s.visibility === 'hidden' || s.display === 'none' || r.width === 0 || r.height === 0 || el.closest('[aria-hidden="true"], [inert]')) return false;
      // On the screen and not under another box: what a pointer can meet at the target's centre.
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return top !== null && (el.contains(top) || top.contains(el));
    })
    .map((el) => ({el, r: el.getBoundingClientRect()}));
  // Inline: a link in a line of text (its block holds more text than the link).
  const inline = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.closest('p, li, td, th, dd, figcaption, blockquote, .admonition, h1, h2, h3, h4, h5, h6');
    return block !== null && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
  };
  const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
  const at = (b: DOMRect) => `at ${b.left.toFixed(0)},${(b.top + scrollY).toFixed(0)}`;
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
    if (clash)
      problems.push(`${name(el)} ${at(r)} is ${r.width.toFixed(0)} x ${r.height.toFixed(0)} px and too close to ${name(clash.el)} ${at(clash.r)} (2.5.8)`);
  }
  return problems;
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

/**
 * 1.4.3 Contrast (Minimum) and 1.4.11 where axe cannot look: the code tokens of highlighted code, the method badges of
 * the API sidebar (drawn by ::before), admonition text. Text under 24 px (19 px bold) needs 4.5:1, larger 3:1.
 */
export async function contrastProblems(page: Page): Promise<string[]> {
  return page.evaluate((describe) => {
    const name = (0, eval)(describe) as (el: Element) => string;
    const rgb = (c: string): number[] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const luminance = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    /** The colour behind an element: the first opaque background of it or its ancestors (layered, for translucent ones). */
    const background = (el: Element | null, pseudo?: string): number[] => {
      const layers: number[][] = [];
      for (let p = el, first = true; p; p = p.parentElement, first = false) {
        const c = rgb(getComputedStyle(p, first ? pseudo : undefined).backgroundColor);
        if (c && c[3] > 0) {
          layers.push(c);
          if (c[3] >= 1) break;
        }
      }
      let base = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse()) base = [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a)];
      return base;
    };
    const problems: string[] = [];
    const check = (el: Element, what: string, pseudo?: string) => {
      const s = getComputedStyle(el, pseudo);
      const fg = rgb(s.color);
      if (!fg || s.visibility === 'hidden' || s.display === 'none' || (pseudo && (s.content === 'none' || s.content === 'normal'))) return;
      const size = parseFloat(s.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
      const need = large ? 3 : 4.5;
      const got = ratio(fg, background(el, pseudo));
      if (got < need) problems.push(`${what} ${name(el)}: contrast ${got.toFixed(2)}:1, needs ${need}:1 (1.4.3)`);
    };
    for (const token of document.querySelectorAll('pre code .token, pre code span[style*="color"]')) {
      if ((token.textContent ?? '').trim()) check(token, 'code token');
    }
    for (const link of document.querySelectorAll('.api-method > .menu__link')) check(link, 'API method badge', '::before');
    for (const text of document.querySelectorAll('.theme-admonition p, .theme-admonition [class*="admonitionHeading"]')) check(text, 'admonition text');
    return [...new Set(problems)].slice(0, 10);
  }, DESCRIBE);
}

/** The contrast of a diagram's labels, read in the diagram's own SVG document (opened at its URL): light, and dark as the site's filter draws it. */
export async function diagramContrastProblems(page: Page, filter: {invert: number; hueRotate: number} | null): Promise<string[]> {
  return page.evaluate((filter) => {
    const rgb = (c: string): number[] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const luminance = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    // The CSS filter invert(n) hue-rotate(d), as the Filter Effects specification defines both.
    const filtered = (c: number[]): number[] => {
      if (!filter) return c;
      const inv = c.slice(0, 3).map((v) => (v / 255) * (1 - filter.invert) + (1 - v / 255) * filter.invert);
      const a = (filter.hueRotate * Math.PI) / 180;
      const [cos, sin] = [Math.cos(a), Math.sin(a)];
      const m = [
        [0.213 + cos * 0.787 - sin * 0.213, 0.715 - cos * 0.715 - sin * 0.715, 0.072 - cos * 0.072 + sin * 0.928],
        [0.213 - cos * 0.213 + sin * 0.143, 0.715 + cos * 0.285 + sin * 0.14, 0.072 - cos * 0.072 - sin * 0.283],
        [0.213 - cos * 0.213 - sin * 0.787, 0.715 - cos * 0.715 + sin * 0.715, 0.072 + cos * 0.928 + sin * 0.072],
      ];
      return m.map(
        (row) =>
          Math.min(
            1,
            Math.max(
              0,
              row.reduce((s, k, i) => s + k * inv[i], 0),
            ),
          ) * 255,
      );
    };
    const shapes = 'rect, polygon, path, circle, ellipse';
    const problems: string[] = [];
    const labels = [...document.querySelectorAll('foreignObject span, foreignObject div, text')].filter((el) =>
      [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim()),
    );
    for (const label of labels) {
      const r = label.getBoundingClientRect();
      if (r.width === 0) continue;
      const s = getComputedStyle(label);
      const fg = rgb(label instanceof SVGElement ? s.fill : s.color);
      if (!fg) continue;
      // What lies under the label's centre: the first shape with a fill (a node's box), else the page (white).
      const under = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2).find((e) => e.matches(shapes) && !label.contains(e));
      const fill = under ? rgb(getComputedStyle(under).fill) : null;
      const bg = fill && fill[3] > 0 ? fill : [255, 255, 255, 1];
      const got = ratio(filtered(fg), filtered(bg));
      const size = parseFloat(s.fontSize);
      const need = size >= 24 ? 3 : 4.5;
      if (got < need) problems.push(`label "${(label.textContent ?? '').trim().slice(0, 30)}": contrast ${got.toFixed(2)}:1, needs ${need}:1 (1.4.3)`);
    }
    return [...new Set(problems)].slice(0, 10);
  }, filter);
}
