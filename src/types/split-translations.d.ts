// Data files of plugins/page-weight/split-translations/: UI strings by id.
declare module '@generated/split-translations/default/*.json' {
  const strings: Record<string, string>;
  export default strings;
}

// The home page's build-time data (plugins/page-weight/lean-site-config/).
declare module '@generated/lean-site-config/default/home.json' {
  const home: unknown;
  export default home;
}
