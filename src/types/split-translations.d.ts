// Data files of config/split-translations.ts: UI strings by id.
declare module '@generated/split-translations/default/*.json' {
  const strings: Record<string, string>;
  export default strings;
}
