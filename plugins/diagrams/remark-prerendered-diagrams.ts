/**
 * Remark plugin: every ```mermaid block of a page becomes <Diagram src width height alt/> (src/components/Diagram),
 * an image drawn at build time (render-mermaid.ts). The SVG is imported as a file, so the page's JavaScript carries
 * only its URL; the bundler emits it under assets/diagrams/ (./index.ts).
 *
 * Docusaurus's own `markdown.mermaid` turns the same blocks into a component that loads Mermaid in the browser; it is
 * off (docusaurus.config.ts). A diagram Mermaid cannot parse fails the build, naming the file and line.
 */
import type {Transformer} from 'unified';
import {esmImport} from '../remark-import-tabs/esm-import.ts';
import {DEFAULT_LOCALE, TRANSLATED_LOCALES, i18nDir, type LocaleCode} from '../../site/locales.ts';
import {drawMermaid, DiagramSyntaxError, type DrawnDiagram} from './render-mermaid.ts';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: Node[];
  [key: string]: unknown;
}

const PREFIX: Record<LocaleCode, string> = {en: 'Diagram: ', ja: '図：', 'zh-Hant': '圖：'};
/** Between the labels of a diagram without a title. */
const SEPARATOR: Record<LocaleCode, string> = {en: ', ', ja: '、', 'zh-Hant': '、'};

/** The page's locale, from where its file sits (in a locale's translations folder); the default locale's pages sit elsewhere. */
function localeOf(filePath: string): LocaleCode {
  const path = filePath.replace(/\\/g, '/');
  return TRANSLATED_LOCALES.find((l) => path.includes(`/${i18nDir(l.code)}/`))?.code ?? DEFAULT_LOCALE;
}

/** Text alternative: the diagram's accTitle/accDescr if it has them, otherwise its labels in reading order. */
export function altText(diagram: Pick<DrawnDiagram, 'title' | 'labels'>, filePath: string): string {
  const locale = localeOf(filePath);
  const body = diagram.title || diagram.labels.join(SEPARATOR[locale]);
  return `${PREFIX[locale]}${body}`;
}

function stringAttribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

function srcAttribute(name: string) {
  return {
    type: 'mdxJsxAttribute',
    name: 'src',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: name,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name}}],
        },
      },
    },
  };
}

export default function remarkPrerenderedDiagrams(): Transformer {
  return async (tree, file) => {
    const blocks: Array<{parent: Node; index: number; node: Node}> = [];
    const walk = (parent: Node) => {
      parent.children?.forEach((node, index) => {
        if (node.type === 'code' && node.lang === 'mermaid') blocks.push({parent, index, node});
        else walk(node);
      });
    };
    walk(tree as unknown as Node);
    if (blocks.length === 0) return;

    const filePath = file.path ?? '';
    const drawn = await Promise.all(
      blocks.map(({node}) =>
        drawMermaid(node.value ?? '').catch((error: unknown) => {
          const where = `${filePath}:${node.position?.start.line ?? '?'}`;
          if (error instanceof DiagramSyntaxError) throw new Error(`Mermaid diagram at ${where} does not parse: ${error.message}`);
          throw new Error(`Mermaid diagram at ${where} could not be drawn: ${String(error)}`);
        }),
      ),
    );
    const imports: Node[] = [];
    blocks.forEach(({parent, index, node}, i) => {
      const name = `__diagram${i}`;
      const diagram = drawn[i];
      imports.push(esmImport(name, diagram.file));
      parent.children![index] = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [
          srcAttribute(name),
          stringAttribute('width', String(diagram.width)),
          stringAttribute('height', String(diagram.height)),
          stringAttribute('alt', altText(diagram, filePath)),
        ],
        children: [],
        position: node.position,
      };
    });
    (tree as unknown as Node).children!.unshift(...imports);
  };
}
