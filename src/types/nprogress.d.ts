// nprogress (the classic theme's progress bar library, loaded by src/client/lazy-nprogress.ts) ships no types.
declare module 'nprogress' {
  const nprogress: {configure(options: {showSpinner: boolean}): void; start(): void; done(): void};
  export default nprogress;
}
declare module '@docusaurus/theme-classic/lib/nprogress.css';
