import type { Root } from 'mdast';
import remarkBlockImports from '..';
import { MDX_BLOCKS } from '../../../src/components/MdxBlocks/blocks';
import MDXComponents from '../../../src/theme/MDXComponents';

const element = (name: string, children: unknown[] = []) => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [],
  children,
});

const transform = (children: unknown[]) => {
  const root = { type: 'root', children } as Root;
  remarkBlockImports()(root);
  return root;
};

describe('remark-block-imports', () => {
  it('imports the blocks a page uses, nested ones too, each module once, the default import first', () => {
    const root = transform([
      element('Faq', [element('FaqItem')]),
      element('TwoColumn', [element('Column')]),
      element('div'),
    ]);
    const [esm] = root.children;
    expect(esm.type).toBe('mdxjsEsm');
    expect((esm as { value: string }).value).toBe(
      [
        "import TwoColumn, { Column } from '@site/src/components/TwoColumn';",
        "import Faq, { FaqItem } from '@site/src/components/Faq';",
      ].join('\n'),
    );
    const body = (esm.data as { estree: { body: { specifiers: { type: string }[] }[] } }).estree.body;
    expect(body.map(({ specifiers }) => specifiers.map(({ type }) => type))).toEqual([
      ['ImportDefaultSpecifier', 'ImportSpecifier'],
      ['ImportDefaultSpecifier', 'ImportSpecifier'],
    ]);
  });

  it('finds blocks written in attribute expressions', () => {
    const root = transform([
      {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'title',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              data: {
                estree: {
                  body: [
                    {
                      expression: {
                        type: 'JSXElement',
                        openingElement: { type: 'JSXOpeningElement', name: { type: 'JSXIdentifier', name: 'Fact' } },
                      },
                    },
                  ],
                },
              },
            },
          },
        ],
        children: [],
      },
    ]);
    expect((root.children[0] as { value: string }).value).toBe("import Fact from '@site/src/components/Fact';");
  });

  it('leaves a name the file declares itself, and a page without blocks, alone', () => {
    const own = {
      type: 'mdxjsEsm',
      value: "import Fact from './Fact';",
      data: { estree: { body: [{ type: 'ImportDeclaration', specifiers: [{ local: { name: 'Fact' } }] }] } },
    };
    expect(transform([own, element('Fact')]).children[0]).toBe(own);
    expect(transform([element('p')]).children).toHaveLength(1);
  });

  it('knows the same blocks as the MDX provider', () => {
    const provided = Object.keys(MDXComponents).filter(
      (name) => /^[A-Z]/.test(name) && name !== 'Head' && name !== 'Details',
    );
    expect(Object.keys(MDX_BLOCKS).sort()).toEqual(provided.sort());
  });
});
