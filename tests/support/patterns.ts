/**
 * Regular expressions made from the site model's paths (site/locales.ts), so that a test's pattern spells no base
 * URL or locale folder of its own.
 */

/** `text` as a pattern that matches it literally (every RegExp special character escaped). */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A URL or path that ends with `path` (e.g. `pageUrl('ja', 'docs/x')`), for `toHaveURL`; `tail` follows it. */
export const endsWith = (path: string, tail = ''): RegExp => new RegExp(`${literal(path)}${tail}$`);
