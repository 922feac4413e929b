/**
 * The part of lunr (2.3, the search plugin's, without typings of its own) that the docs MCP server uses: the English
 * stemmer, which the site's search worker applies to English queries (./search.ts).
 */
declare module 'lunr' {
  type Token = {toString(): string};
  const lunr: {stemmer(token: Token): Token; Token: new (text: string) => Token};
  export default lunr;
}
