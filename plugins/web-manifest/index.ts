import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MANIFEST_FILE, webManifest} from '../../config/pwa';

/**
 * Writes the locale's web app manifest (its content: config/pwa.ts) into its build folder, for offline reading.
 * Why our own: plugin-pwa links a manifest, it writes none.
 */
export default function webManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'help-web-manifest',
    async postBuild({outDir}) {
      writeFileSync(join(outDir, MANIFEST_FILE), `${JSON.stringify(webManifest(context.baseUrl), null, 2)}\n`);
    },
  };
}
