// jiti (1.x), with its types. The package is CommonJS (`module.exports = createJITI`) but its types declare
// `export default createJITI`: an ES module's default import of it is the function at run time, which TypeScript
// (module nodenext, tsconfig.tools.json) types as the whole module instead. Import createJiti from here, not from
// 'jiti', to have the function typed as the function.
import jiti from 'jiti';

/** @typedef {(filename: string, opts?: import('jiti').JITIOptions) => import('jiti').JITI} CreateJiti */

const createJiti = /** @type {CreateJiti} */ (/** @type {unknown} */ (jiti));

export default createJiti;
