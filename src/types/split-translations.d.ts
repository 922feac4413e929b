// Data files of config/split-translations.ts: UI strings by id.
declare module '@generated/split-translations/default/*.json' {
  const strings: Record<string, string>;
  export default strings;
}

// The home page's build-time data (config/lean-site-config.ts).
declare module '@generated/lean-site-config/default/home.json' {
  const home: unknown;
  export default home;
}
