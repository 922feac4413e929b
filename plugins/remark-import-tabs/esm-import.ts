/**
 * An MDX `import <name> from '<source>'` node with its estree, as remark plugins add them to a page
 * (plugins/diagrams/remark-prerendered-diagrams.ts, plugins/remark-import-tabs/index.ts).
 */
export function esmImport(name: string, source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}
