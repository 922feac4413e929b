/**
 * The build plan (config/build-plan.ts): the mode and the origin of each command line, the checks that stop a bad
 * value with a sentence, which docs versions a build loads, makes and copies in; and what the site's features
 * (config/features/) add for a plan: an archived version's own build makes that version's pages only.
 */
import {describe, expect, test} from 'vitest';
import type {PluginConfig} from '@docusaurus/types';
import {buildPlan, buildVariables, LOCAL_ORIGIN, type BuildPlan} from '../../config/build-plan.ts';
import {SAME_ORIGIN_ENDPOINT} from '../../site/feedback.ts';
import {PLUGIN_ORDER, composeFeatures, type SiteFeature} from '../../config/features/feature.ts';
import {api} from '../../config/features/api.ts';
import {offline} from '../../config/features/offline.ts';
import {pages} from '../../config/features/pages.ts';
import rehypeLanguageOfParts from '../../plugins/rehype-language-of-parts/index.ts';
import {releaseNotes} from '../../config/features/release-notes.ts';
import {versions} from '../../config/features/versions.ts';

const VERSIONS = ['2.12', '2.11'];
const build = ['node', 'docusaurus.mjs', 'build', '--locale', 'ja'];
const start = ['node', 'docusaurus.mjs', 'start'];
const serve = ['node', 'docusaurus.mjs', 'serve'];
const plan = (env: Record<string, string>, argv: string[] = build) => buildPlan(env, argv, VERSIONS);
const SITE = {SITE_URL: 'https://help.example.com'};

describe('mode and origin', () => {
  test('each command line has its mode', () => {
    expect(plan(SITE).mode).toBe('production');
    expect(plan({HELP_PREVIEW: '1'}).mode).toBe('preview');
    expect(plan({}, start).mode).toBe('dev');
    expect(plan({}, serve).mode, 'serve and the other commands: a look on this machine').toBe('preview');
  });

  test('a production build states its public origin; the others use the local one', () => {
    expect(plan({SITE_URL: 'https://help.example.com/'}).siteUrl).toBe('https://help.example.com');
    expect(plan({HELP_PREVIEW: '1', ...SITE}).siteUrl, 'a preview may name an origin').toBe('https://help.example.com');
    expect(plan({HELP_PREVIEW: '1'}).siteUrl).toBe(LOCAL_ORIGIN);
    expect(plan({}, start).siteUrl).toBe(LOCAL_ORIGIN);
    expect(() => plan({}), 'no SITE_URL').toThrow(/SITE_URL is not set.*\n.*SITE_URL=https:\/\/help\.example\.com npm run build/);
  });

  test('a bad SITE_URL is refused with what to give instead', () => {
    expect(() => plan({SITE_URL: 'help.example.com'})).toThrow('SITE_URL "help.example.com" is not a URL: give the origin only, e.g. https://help.example.com');
    expect(() => plan({SITE_URL: 'https://help.example.com/docs/'})).toThrow(/must be an origin only/);
    expect(() => plan({SITE_URL: 'ftp://help.example.com'})).toThrow(/must be an origin only/);
    expect(() => plan({SITE_URL: 'http://127.0.0.1:3000'})).toThrow(/is a local address: a production build needs the public origin/);
    expect(plan({HELP_PREVIEW: '1', SITE_URL: 'http://127.0.0.1:3000'}).siteUrl, 'a local origin for a preview').toBe('http://127.0.0.1:3000');
  });

  test('a switch is 1 or 0; anything else is refused with a sentence', () => {
    expect(() => plan({...SITE, HELP_PREVIEW: 'yes'})).toThrow(/HELP_PREVIEW=yes: expected 1 or 0/);
    expect(() => plan({...SITE, DIAGRAM_PREDRAW: 'off'})).toThrow(/DIAGRAM_PREDRAW=off: expected 1 or 0/);
    expect(plan({...SITE, DIAGRAM_PREDRAW: '0', BUNDLE_STATS: '1'})).toMatchObject({diagramPredraw: false, bundleStats: true});
    expect(plan(SITE)).toMatchObject({diagramPredraw: true, bundleStats: false, analyticsId: undefined, pluginsOff: []});
    expect(plan({...SITE, GTAG_TRACKING_ID: ' G-1 ', PLUGINS_OFF: 'lazy-prism, lean-site-config,'})).toMatchObject({
      analyticsId: 'G-1',
      pluginsOff: ['lazy-prism', 'lean-site-config'],
    });
  });

  test('the feedback endpoint: unset (no widget), a path on the site, or an https URL; anything else is refused', () => {
    expect(plan(SITE).feedbackEndpoint, 'off unless configured').toBeUndefined();
    expect(plan({...SITE, FEEDBACK_ENDPOINT: SAME_ORIGIN_ENDPOINT}).feedbackEndpoint).toBe(SAME_ORIGIN_ENDPOINT);
    expect(plan({...SITE, FEEDBACK_ENDPOINT: 'https://fb.example.com/answers'}).feedbackEndpoint).toBe('https://fb.example.com/answers');
    expect(() => plan({...SITE, FEEDBACK_ENDPOINT: 'http://fb.example.com/answers'}), 'plain http to a public host').toThrow(/must be an https URL/);
    expect(
      plan({HELP_PREVIEW: '1', FEEDBACK_ENDPOINT: `http://127.0.0.1:8787${SAME_ORIGIN_ENDPOINT}`}).feedbackEndpoint,
      'a local receiver for a preview',
    ).toBe(`http://127.0.0.1:8787${SAME_ORIGIN_ENDPOINT}`);
    expect(() => plan({...SITE, FEEDBACK_ENDPOINT: '//fb.example.com/x'})).toThrow(/must be a path on the site's origin/);
    expect(() => plan({...SITE, FEEDBACK_ENDPOINT: 'feedback'})).toThrow(/neither a path/);
    expect(() => plan({...SITE, FEEDBACK_ENDPOINT: 'https://fb.example.com/x?key=1'})).toThrow(/without query/);
  });

  test('the locale is the one Docusaurus names, the default one before it does', () => {
    expect(plan(SITE)).toMatchObject({locale: 'en', localeNamed: false});
    expect(plan({...SITE, DOCUSAURUS_CURRENT_LOCALE: 'zh-Hant'})).toMatchObject({locale: 'zh-Hant', localeNamed: true});
    expect(() => plan({...SITE, DOCUSAURUS_CURRENT_LOCALE: 'fr'})).toThrow(/DOCUSAURUS_CURRENT_LOCALE=fr: the site's locales are en, ja, zh-Hant/);
  });

  test('a tool passes a plan on to the builds it starts', () => {
    expect(buildVariables(plan(SITE))).toEqual({SITE_URL: 'https://help.example.com', HELP_PREVIEW: undefined});
    expect(buildVariables(plan({HELP_PREVIEW: '1', ...SITE}))).toEqual({SITE_URL: undefined, HELP_PREVIEW: '1'});
    const child = buildPlan({...buildVariables(plan(SITE))} as Record<string, string>, build, VERSIONS);
    expect(child.siteUrl).toBe('https://help.example.com');
  });
});

describe('docs versions', () => {
  const versionsOf = (p: BuildPlan) => ({
    loaded: p.loadedArchivedVersions,
    built: p.builtVersions,
    copied: p.copiedArchivedVersions,
    together: p.versionsTogether,
  });

  test('a current build loads every version, makes the current one and copies the archived ones in', () => {
    expect(versionsOf(plan(SITE))).toEqual({loaded: VERSIONS, built: ['current'], copied: VERSIONS, together: false});
  });

  test("an archived version's own build makes that version only", () => {
    expect(plan({...SITE, DOCS_ARCHIVE_BUILD: '2.11'})).toMatchObject({archiveBuild: '2.11', builtVersions: ['2.11'], copiedArchivedVersions: []});
    expect(() => plan({...SITE, DOCS_ARCHIVE_BUILD: '1.0'}), 'a version versions.json does not list').toThrow(
      'DOCS_ARCHIVE_BUILD=1.0: versions.json lists 2.12, 2.11',
    );
    expect(() => buildPlan({...SITE, DOCS_ARCHIVE_BUILD: '1.0'}, build, [])).toThrow(/lists no version/);
  });

  test('the dev server shows the current version unless asked; DOCS_ARCHIVED=0 leaves them out of a build', () => {
    expect(versionsOf(plan({}, start))).toEqual({loaded: [], built: ['current'], copied: [], together: false});
    expect(versionsOf(plan({DOCS_ARCHIVED: '1'}, start))).toEqual({loaded: VERSIONS, built: ['current', ...VERSIONS], copied: [], together: true});
    expect(versionsOf(plan({...SITE, DOCS_ARCHIVED: '0'}))).toEqual({loaded: [], built: ['current'], copied: [], together: false});
  });

  test('DOCS_VERSIONS_TOGETHER=1 builds every version in one build', () => {
    expect(versionsOf(plan({...SITE, DOCS_VERSIONS_TOGETHER: '1'}))).toEqual({loaded: VERSIONS, built: ['current', ...VERSIONS], copied: [], together: true});
  });
});

describe('features', () => {
  test("an archived version's own build has no release notes, API pages, offline files or standalone pages", () => {
    const features = [releaseNotes, pages, api, offline, versions];
    const current = composeFeatures(plan(SITE), features);
    const archived = composeFeatures(plan({...SITE, DOCS_ARCHIVE_BUILD: '2.12'}), features);
    expect(current.plugins, 'release notes, API docs and generator, download, service worker, manifest').toHaveLength(6);
    expect(current.presetOptions.pages).toEqual({rehypePlugins: [rehypeLanguageOfParts]});
    expect(archived.plugins).toEqual([]);
    expect(archived.presetOptions.pages).toBe(false);
    expect(archived.themes, 'the OpenAPI theme stays in every bundle').toHaveLength(1);
    expect(archived.staticDirectories, 'an archived build copies nothing in').toEqual([]);
  });

  test('plugins come in PLUGIN_ORDER whatever the order of the features; a place taken twice is refused', () => {
    const a: PluginConfig = 'a-plugin';
    const b: PluginConfig = 'b-plugin';
    const first: SiteFeature = () => ({plugins: {diagrams: a}, clientModules: ['first']});
    const second: SiteFeature = () => ({plugins: {docs: b}, clientModules: ['second']});
    const composed = composeFeatures(plan(SITE), [first, second]);
    expect(PLUGIN_ORDER.indexOf('docs')).toBeLessThan(PLUGIN_ORDER.indexOf('diagrams'));
    expect(composed.plugins).toEqual([b, a]);
    expect(composed.clientModules).toEqual(['first', 'second']);
    expect(() => composeFeatures(plan(SITE), [first, first])).toThrow(/two features add the plugin "diagrams"/);
  });
});
