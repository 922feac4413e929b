/** Docusaurus's own preload module, under the name plugins/page-weight/route-shards/ gives it (internals/docusaurus-codegen-routes.ts). */
declare module '@docusaurus-preload' {
  export default function preload(pathname: string): Promise<unknown>;
}
