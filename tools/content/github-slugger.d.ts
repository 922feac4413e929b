/** github-slugger 1.x (CommonJS, no types of its own): the slugger Docusaurus makes heading ids with. */
declare module 'github-slugger' {
  export default class GithubSlugger {
    /** The slug of `value`, made unique among the slugs this slugger made before (`-1`, `-2`, …). */
    slug(value: string, maintainCase?: boolean): string;
    /** Forget the slugs made so far. */
    reset(): void;
  }
}
