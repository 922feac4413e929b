#!/usr/bin/env node
// Localized copies of the external API description.
//
// openapi/external-api.yaml is the one English source of structure. openapi/translations/<locale>.yaml holds only
// texts, keyed by where they sit in the source (operationId, parameter name, schema and property name...), so a
// translation cannot change structure and cannot silently drift: `check` fails when a source text has no
// translation or a translation points at something the source no longer has.
//
//   node tools/openapi-i18n.ts check   -> lists missing and orphan keys per locale, exit 1 when any
//   node tools/openapi-i18n.ts build   -> writes .openapi/external-api.<locale>.yaml for en, ja and zh-Hant
//
// The same copies are published by the site (plugins/openapi-download/) and linted (tests/unit/api.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {HTTP_METHODS, readOpenApi, type OpenApi} from './api/openapi.ts';
import {ROOT, OPENAPI_WORK_DIR} from '../site/paths.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES as SITE_TRANSLATED_LOCALES, type LocaleCode} from '../site/locales.ts';

export const SOURCE = path.join(ROOT, 'openapi/external-api.yaml');
/** The locales with a translation file, openapi/translations/<code>.yaml. */
export const TRANSLATED_LOCALES: readonly LocaleCode[] = SITE_TRANSLATED_LOCALES.map((l) => l.code);
export const OUTPUT_DIR = path.join(ROOT, OPENAPI_WORK_DIR);

/** A translation file: texts, nested as the keys of textSlots() are dotted (lists become numbered keys). */
export type Translation = {[key: string]: TranslationValue};
export type TranslationValue = string | number | boolean | null | TranslationValue[] | Translation;

/** A place of a text in a description: the object that holds it and the field. */
type Slot = {owner: Record<string, unknown>; field: string};

export function loadSource(): OpenApi {
  return readOpenApi(SOURCE);
}

/** The texts of a locale (a Docusaurus locale code: `ja`), from openapi/translations/<code>.yaml. */
export function loadTranslation(locale: string): Translation {
  const file = path.join(ROOT, 'openapi/translations', `${locale}.yaml`);
  if (!fs.existsSync(file)) throw new Error(`no translation of the API description for the locale "${locale}": ${path.relative(ROOT, file)} is missing`);
  const doc: unknown = yaml.load(fs.readFileSync(file, 'utf8'));
  if (doc === undefined || doc === null) return {};
  if (typeof doc !== 'object' || Array.isArray(doc))
    throw new Error(`${path.relative(ROOT, file)}: expected texts keyed by name, found ${JSON.stringify(doc)}`);
  return doc as Translation;
}

/** Every translatable text of the source: key -> the object that holds it and its field. */
export function textSlots(spec: OpenApi): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  const slot = (key: string, owner: Record<string, unknown> | undefined, field: string) => {
    if (owner && typeof owner[field] === 'string') slots.set(key, {owner, field});
  };
  slot('info.description', spec.info, 'description');
  (spec.servers ?? []).forEach((server, i) => slot(`servers.${i}`, server, 'description'));
  // Server variables by name (`serverVariables.host`); a name used by two servers leaves one unreachable, which the
  // check reports.
  for (const server of spec.servers ?? []) {
    for (const [name, variable] of Object.entries(server.variables ?? {})) slot(`serverVariables.${name}`, variable, 'description');
  }
  for (const tag of spec.tags ?? []) {
    slot(`tags.${tag.name}.x-displayName`, tag, 'x-displayName');
    slot(`tags.${tag.name}.description`, tag, 'description');
  }
  for (const pathItem of Object.values(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const base = `operations.${op.operationId}`;
      slot(`${base}.summary`, op, 'summary');
      slot(`${base}.description`, op, 'description');
      for (const param of op.parameters ?? []) {
        if (!param.$ref) slot(`${base}.parameters.${param.name}`, param, 'description');
      }
      if (op.requestBody && !op.requestBody.$ref) slot(`${base}.requestBody`, op.requestBody, 'description');
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        if (!response.$ref) slot(`${base}.responses.${code}`, response, 'description');
      }
    }
  }
  const components = spec.components ?? {};
  for (const [kind, items] of Object.entries(components)) {
    if (kind === 'schemas') continue;
    for (const [name, item] of Object.entries(items ?? {})) slot(`${kind}.${name}`, item, 'description');
  }
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    slot(`schemas.${name}.description`, schema, 'description');
    for (const [prop, propSchema] of Object.entries(schema.properties ?? {})) {
      slot(`schemas.${name}.properties.${prop}`, propSchema, 'description');
    }
  }
  return slots;
}

/** Texts the slots above do not reach: they would stay English in every locale, so the check reports them. */
export function unreachableTexts(spec: OpenApi): string[] {
  const reached = new Set([...textSlots(spec).values()].map(({owner, field}) => `${field}@${id(owner)}`));
  const found: string[] = [];
  const visit = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (['description', 'summary', 'x-displayName'].includes(key) && typeof value === 'string') {
        // Example objects are data, not prose; `summary` of an example is never shown untranslated here.
        if (!where.includes('.example') && !reached.has(`${key}@${id(node)}`)) found.push(`${where}.${key}`);
      } else if (typeof value === 'object') {
        visit(value, `${where}.${key}`);
      }
    }
  };
  visit(spec, '$');
  return found;
}

const ids = new WeakMap<object, number>();
let nextId = 0;
function id(object: object): number {
  let known = ids.get(object);
  if (known === undefined) ids.set(object, (known = nextId++));
  return known;
}

/** Flattens a translation file to key -> text (lists become numbered keys). */
export function flatten(
  node: Translation | TranslationValue[] | undefined,
  prefix = '',
  out = new Map<string, TranslationValue>(),
): Map<string, TranslationValue> {
  for (const [key, value] of Object.entries(node ?? {})) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, full, out);
    else out.set(full, value);
  }
  return out;
}

/** The texts of the source a translation lacks (or leaves empty), and its keys that match no text of the source. */
export function compare(spec: OpenApi, translation: Translation): {missing: string[]; orphans: string[]; total: number} {
  const slots = textSlots(spec);
  const texts = flatten(translation);
  const missing = [...slots.keys()].filter((key) => {
    const text = texts.get(key);
    return !(typeof text === 'string' && text.trim());
  });
  const orphans = [...texts.keys()].filter((key) => !slots.has(key));
  return {missing, orphans, total: slots.size};
}

/** A copy of the source with the translation's texts in place of the English ones. */
export function localize(spec: OpenApi, translation: Translation): OpenApi {
  const copy = structuredClone(spec);
  const texts = flatten(translation);
  for (const [key, {owner, field}] of textSlots(copy)) {
    if (texts.has(key)) owner[field] = texts.get(key);
  }
  return copy;
}

function check() {
  const spec = loadSource();
  let failed = false;
  const unreachable = unreachableTexts(spec);
  if (unreachable.length) {
    failed = true;
    console.error(`texts the translation files cannot reach:\n  ${unreachable.join('\n  ')}`);
  }
  for (const locale of TRANSLATED_LOCALES) {
    const {missing, orphans, total} = compare(spec, loadTranslation(locale));
    console.log(`${locale}: ${total - missing.length}/${total} texts translated, ${orphans.length} orphan keys`);
    if (missing.length) console.error(`  missing in ${locale}:\n    ${missing.join('\n    ')}`);
    if (orphans.length) console.error(`  orphans in ${locale} (no such text in the source):\n    ${orphans.join('\n    ')}`);
    failed ||= missing.length > 0 || orphans.length > 0;
  }
  process.exitCode = failed ? 1 : 0;
}

/** The description in one locale (`en`, `ja`, `zh-Hant`): the source with that locale's texts. */
export function localizedSpec(locale: string, spec: OpenApi = loadSource()): OpenApi {
  return locale === DEFAULT_LOCALE ? spec : localize(spec, loadTranslation(locale));
}

/** The YAML the localized copies are written as (the API pages, the published files and the lint read the same). */
export function toYaml(doc: OpenApi): string {
  return yaml.dump(doc, {lineWidth: -1, noRefs: true});
}

function build() {
  const spec = loadSource();
  try {
    fs.mkdirSync(OUTPUT_DIR, {recursive: true});
    fs.accessSync(OUTPUT_DIR, fs.constants.W_OK);
  } catch {
    // mkdir in a read-only checkout reports ENOENT: access() on the root names the real reason (EROFS, EACCES).
    let reason = 'not writable';
    try {
      fs.accessSync(ROOT, fs.constants.W_OK);
    } catch (error) {
      reason = (error as NodeJS.ErrnoException).code ?? reason;
    }
    throw new Error(`cannot write ${OUTPUT_DIR} (${reason}): the localized descriptions go there; run this in a writable checkout`);
  }
  for (const locale of [DEFAULT_LOCALE, ...TRANSLATED_LOCALES]) {
    fs.writeFileSync(path.join(OUTPUT_DIR, `external-api.${locale}.yaml`), toYaml(localizedSpec(locale, spec)));
  }
  console.log(`openapi-i18n: wrote ${OUTPUT_DIR}/external-api.{${[DEFAULT_LOCALE, ...TRANSLATED_LOCALES].join(',')}}.yaml`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  try {
    if (command === 'check') check();
    else if (command === 'build') build();
    else {
      console.error('usage: node tools/openapi-i18n.ts check|build');
      process.exitCode = 2;
    }
  } catch (error) {
    // A missing or unreadable file, a folder that cannot be written, YAML that does not parse: one line, no stack.
    console.error(`openapi-i18n: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
