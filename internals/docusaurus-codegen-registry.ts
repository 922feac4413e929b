/**
 * Internal: the route chunks' registry that @docusaurus/core (3.10, `lib/server/codegen/codegenRoutes.js`) writes
 * to `.docusaurus/registry.js`, one entry per chunk: `"name": [() => import("path"), "path", require.resolveWeak("path")]`.
 *
 * Used by plugins/page-weight/lean-route-tables/: in the browser bundle the module paths (read by the server render
 * only) become `""` (./docusaurus-registry-without-module-paths.cjs). Breaks: another file name stops the build
 * (`registryFile`); entries of another shape stop it in the loader.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Guard} from './guard.ts';

/** The loader that empties the module paths. */
export const REGISTRY_LOADER = fileURLToPath(new URL('./docusaurus-registry-without-module-paths.cjs', import.meta.url));

/** The registry in a site's generated files; stops the build when it is not there (a rule for it would never run). */
export function registryFile(generatedFilesDir: string): string {
  const registry = join(generatedFilesDir, 'registry.js');
  if (!existsSync(registry))
    throw new Error(`lean-route-tables: ${registry} not found; check internals/docusaurus-codegen-registry.ts against the Docusaurus version`);
  return registry;
}

export const guard: Guard = (probe) => [
  ...probe.version('@docusaurus/core', '3.10'),
  ...probe.file('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js', [
    "'registry.js'",
    '"${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],',
  ]),
];
