/**
 * Internal: where a Markdown page's images end up in a build. @docusaurus/utils (3.10, `lib/webpackUtils.js`) copies
 * each to `assets/images/<name>-<content hash>.<ext>`, and inlines one of less than 10,000 bytes
 * (`WEBPACK_URL_LOADER_LIMIT`) into the page as a data: URL instead.
 *
 * Used by plugins/markdown-twins/: a twin links the built copy of each image of its page (the file with the same
 * name and bytes) and, for an inlined image, writes a copy of its own under the same kind of name. Breaks: with
 * another layout every twin image becomes such a copy (the site still works; the build grows by the images again).
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join, parse as parsePath} from 'node:path';
import type {Guard} from './guard.ts';

/** The images' folder in a locale's build folder. */
export const IMAGES_DIR = 'assets/images';

/**
 * An image file's path in a locale's build (`assets/images/<file>`): the copy Docusaurus made, or one written now.
 * `built` lists the folder once per build (`builtImages`).
 */
export function imageAsset(outDir: string, built: readonly string[], source: string): string {
  const {name, ext} = parsePath(source);
  const bytes = readFileSync(source);
  const found = built.find((f) => f.startsWith(`${name}-`) && f.endsWith(ext) && readFileSync(join(outDir, IMAGES_DIR, f)).equals(bytes));
  if (found) return `${IMAGES_DIR}/${found}`;
  const own = `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${ext}`;
  mkdirSync(join(outDir, IMAGES_DIR), {recursive: true});
  writeFileSync(join(outDir, IMAGES_DIR, own), bytes);
  return `${IMAGES_DIR}/${own}`;
}

/** The image files of a locale's build. */
export const builtImages = (outDir: string): string[] => (existsSync(join(outDir, IMAGES_DIR)) ? readdirSync(join(outDir, IMAGES_DIR)) : []);

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/utils', '3.10'),
  ...probe.file('@docusaurus/utils', 'lib/webpackUtils.js', ["'[name]-[contenthash].[ext]'", "fileLoaderFileName('images')"]),
  ...probe.file('@docusaurus/utils', 'lib/constants.js', ["OUTPUT_STATIC_ASSETS_DIR_NAME = 'assets'", 'WEBPACK_URL_LOADER_LIMIT ?? 10000']),
];
