/**
 * The docs MCP server's manifest: what the server needs from a build and cannot read from its pages' files alone,
 * written into each locale's folder of the build by tools/mcp/manifest.ts (`<locale folder>/.mcp/site.json`), beside
 * the server's bundle (`build/.mcp/docs-mcp.mjs`, tools/mcp/bundle.ts). Why a manifest: the sidebars of a built page
 * show only the page's own open categories, so the sections and their pages come from every page of a version
 * together, once, at build time; and the readers' words the site's search applies to every query are compiled into
 * the search worker, not written as a file. A dotted folder: nginx never serves it (deploy/nginx/help-server.conf).
 *
 * Pure types and names: the build step and the server (which bundles) both import this module.
 */
import type {LocaleCode} from '../site/locales.ts';

/** The server's folder in a locale's folder of the build. */
export const MCP_FOLDER = '.mcp';
/** The manifest's file name in that folder. */
export const MANIFEST_FILE = 'site.json';
/** The server's bundle, in the default locale's `.mcp` folder (the build's root). */
export const BUNDLE_FILE = 'docs-mcp.mjs';
export const MANIFEST_FORMAT = 'docs-mcp-site/1';

/** A sidebar entry: a page, or a category with its own page (`path`) or none, and its entries in sidebar order. */
export type SidebarItem = {type: 'page'; title: string; path: string} | {type: 'category'; label: string; path?: string; items: SidebarItem[]};

/** A section of the navbar with its sidebar: its label, the page the navbar links to, its entries. */
export type ManifestSection = {label: string; path: string; items: SidebarItem[]};

/** A docs version of the build: the current release or an archived one. */
export type ManifestVersion = {
  /** `2.13`, `2.12`: what the tools' `version` names. */
  name: string;
  current: boolean;
  /** The version's search index folder, relative to the locale's folder: `` (current) or `docs/2.12`. */
  indexFolder: string;
  sections: ManifestSection[];
};

export type SiteManifest = {
  format: typeof MANIFEST_FORMAT;
  locale: LocaleCode;
  /** The site's origin as built (canonical links, llms.txt): `https://help.example.com`. */
  origin: string;
  /** Newest first, the current release first. */
  versions: ManifestVersion[];
  /** Readers' words → the glossary's terms, as the search worker applies them to this locale's queries. */
  readersWords: Record<string, string>;
};

export function isManifest(json: unknown): json is SiteManifest {
  return typeof json === 'object' && json !== null && (json as SiteManifest).format === MANIFEST_FORMAT;
}
