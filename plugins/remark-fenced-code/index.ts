import type { Code, Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** The component a fenced code block becomes; the page that has one imports it (and Prism) itself. */
export const FENCED_CODE_COMPONENT = '@site/src/components/FencedCode';
const LOCAL_NAME = 'FencedCode__';

type Parent = { children: RootContent[] };

/**
 * The theme maps every MDX `code` element to CodeBlock, so CodeBlock and Prism (about 20 KiB on
 * the wire) ship with every MDX page, while only a few pages show code. This plugin turns each
 * fenced code block into `<FencedCode language meta code />` and imports that component into the
 * pages that have one; `src/theme/MDXComponents/Code.tsx` then only renders inline code.
 */
export default function remarkFencedCode() {
  return (root: Root) => {
    let found = false;
    const visit = (parent: Parent) => {
      parent.children = parent.children.map((child) => {
        if (child.type === 'code') {
          found = true;
          return fencedCodeElement(child);
        }
        if ('children' in child) visit(child);
        return child;
      });
    };
    visit(root);
    if (found) root.children.unshift(importStatement());
  };
}

function attribute(name: string, value: string | null | undefined) {
  return value ? [{ type: 'mdxJsxAttribute' as const, name, value }] : [];
}

function fencedCodeElement(node: Code): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: LOCAL_NAME,
    attributes: [
      ...attribute('language', node.lang),
      ...attribute('meta', node.meta),
      ...attribute('code', node.value),
    ],
    children: [],
    position: node.position,
  };
}

/** `import FencedCode__ from '…'`, with the estree MDX needs to compile it. */
function importStatement(): MdxjsEsm {
  const value = `import ${LOCAL_NAME} from '${FENCED_CODE_COMPONENT}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: LOCAL_NAME } }],
            source: { type: 'Literal', value: FENCED_CODE_COMPONENT, raw: `'${FENCED_CODE_COMPONENT}'` },
            attributes: [],
          },
        ],
      },
    },
  };
}
