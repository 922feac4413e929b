// @ts-check
// JavaScript (CommonJS): textlint loads its configurations with require().
//
// English terminology lint (`npm run lint:en`): the glossary's English spellings (`enAvoid`, e.g. organiser →
// organizer), from data/glossary.yml. English prose style is left to review; this only keeps one term per thing.
const {prhFor} = require('./prh.cjs');

module.exports = {rules: {prh: {ruleContents: [prhFor('en')]}}};
