import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colours. The stock GitHub and Dracula themes give some tokens (comments, shell variables, strings,
 * function names) too little contrast against their background for WCAG AA (axe `color-contrast`), and command
 * lines are what installers copy most. Each token colour is darkened (light theme) or lightened (dark theme) just
 * enough to reach a 4.5:1 ratio; hues stay as they were.
 */
const MIN_CONTRAST = 4.6;

type Rgb = [number, number, number];

function parse(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as Rgb;
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Moves a colour towards black (or white) until it reaches the minimum contrast with the background. */
function readable(color: string, background: Rgb, towards: 0 | 255): string {
  const rgb = parse(color);
  if (!rgb) return color;
  let mixed = rgb;
  for (let step = 0; step <= 20 && contrast(mixed, background) < MIN_CONTRAST; step++) {
    const t = step / 20;
    mixed = rgb.map((c) => Math.round(c + (towards - c) * t)) as Rgb;
  }
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function withReadableTokens(theme: PrismTheme, towards: 0 | 255): PrismTheme {
  const background = parse(theme.plain.backgroundColor ?? '#ffffff')!;
  return {
    ...theme,
    styles: theme.styles.map((s) => (s.style.color ? {...s, style: {...s.style, color: readable(s.style.color, background, towards)}} : s)),
  };
}

export const lightCodeTheme = withReadableTokens(themes.github, 0);
export const darkCodeTheme = withReadableTokens(themes.dracula, 255);
