// @ts-check
// JavaScript, not TypeScript: this runs on any Node.js, also one too old to strip types, to say it is the wrong one.
// Runs first in `npm start`, `npm run build` and `npm test`: stops with a clear message when the Node.js running them
// is not the major version the project is pinned to (.nvmrc), instead of failing later with an obscure error (an
// unsupported syntax, a native module built for another version) or, worse, building with another toolchain.
// Plain CommonJS with no dependencies and no newer syntax, so that it runs on any old Node.js it has to turn away.
var fs = require('fs');
var path = require('path');

/** @type {string} */
var nvmrc = path.join(__dirname, '..', '..', '.nvmrc');
/** @type {string} */
var want;
try {
  want = fs.readFileSync(nvmrc, 'utf8').trim();
} catch (error) {
  console.error('The pinned Node.js version is unknown: ' + nvmrc + ' cannot be read (' + /** @type {Error} */ (error).message + ').');
  process.exit(1);
}
/** @type {string} */
var have = process.versions.node;
if (have.split('.')[0] !== want.split('.')[0]) {
  console.error(
    'This project runs on Node.js ' +
      want.split('.')[0] +
      ' (.nvmrc: ' +
      want +
      '); this is Node.js ' +
      have +
      ' (' +
      process.execPath +
      ').\n' +
      'Put the pinned one first on PATH and run the command again:\n' +
      '  . tools/setup.sh        (or only Node.js: . tools/node/use-node.sh)',
  );
  process.exit(1);
}
