import type { Root } from 'mdast';
import remarkFencedCode, { FENCED_CODE_COMPONENT } from '..';

const transform = (root: Root) => {
  remarkFencedCode()(root);
  return root;
};

describe('remark-fenced-code', () => {
  it('turns a fenced block, also a nested one, into <FencedCode> and imports it once', () => {
    const root = transform({
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'inlineCode', value: 'inline' }] },
        { type: 'code', lang: 'yaml', meta: 'title="front matter"', value: 'title: Onderwijs' },
        { type: 'blockquote', children: [{ type: 'code', lang: null, meta: null, value: 'plain' }] },
      ],
    });
    const [esm, paragraph, block, quote] = root.children;
    expect(esm).toMatchObject({ type: 'mdxjsEsm', value: expect.stringContaining(FENCED_CODE_COMPONENT) });
    expect(paragraph).toEqual({ type: 'paragraph', children: [{ type: 'inlineCode', value: 'inline' }] });
    expect(block).toMatchObject({
      type: 'mdxJsxFlowElement',
      attributes: [
        { name: 'language', value: 'yaml' },
        { name: 'meta', value: 'title="front matter"' },
        { name: 'code', value: 'title: Onderwijs' },
      ],
    });
    expect(quote).toMatchObject({
      children: [{ type: 'mdxJsxFlowElement', attributes: [{ name: 'code', value: 'plain' }] }],
    });
    expect(root.children.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
  });

  it('leaves a page without fenced code untouched (no import)', () => {
    const root = transform({
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: 'x' }] }],
    });
    expect(root.children).toEqual([{ type: 'paragraph', children: [{ type: 'text', value: 'x' }] }]);
  });
});
