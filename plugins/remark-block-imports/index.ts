import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { MDX_BLOCKS, type BlockSource } from '../../src/components/MdxBlocks/blocks';

type Node = {
  type: string;
  name?: string | null;
  children?: Node[];
  attributes?: Node[];
  value?: unknown;
  data?: { estree?: unknown };
};
type Specifier = { type: 'ImportDefaultSpecifier' | 'ImportSpecifier'; local: Identifier; imported?: Identifier };
type Identifier = { type: 'Identifier'; name: string };

/**
 * Editors use the content blocks in MDX without imports; the MDX provider would then have to
 * bring every block to every page. This plugin imports into each MDX file the blocks it uses
 * (by the JSX names in its text and in its expressions), unless the file declares that name
 * itself; the provider's blocks (src/theme/MDXComponents.tsx) remain for anything else.
 */
export default function remarkBlockImports(blocks: Record<string, BlockSource> = MDX_BLOCKS) {
  return (root: Root) => {
    const used = new Set<string>();
    const declared = new Set<string>();
    const visit = (node: Node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) used.add(node.name);
      if (node.type === 'mdxjsEsm') collectDeclared(node.data?.estree, declared);
      else if (node.data?.estree) collectJsxNames(node.data.estree, used);
      if (node.value && typeof node.value === 'object') visit(node.value as Node);
      node.attributes?.forEach(visit);
      node.children?.forEach(visit);
    };
    visit(root as unknown as Node);
    const names = [...used].filter((name) => Object.hasOwn(blocks, name) && !declared.has(name)).sort();
    if (names.length > 0) root.children.unshift(importStatement(names, blocks));
  };
}

/** Names the file's own imports and exports bind. */
function collectDeclared(estree: unknown, declared: Set<string>) {
  const program = estree as { body?: { type: string; specifiers?: Specifier[]; declaration?: unknown }[] };
  for (const statement of program?.body ?? []) {
    statement.specifiers?.forEach((specifier) => declared.add(specifier.local.name));
    const declaration = statement.declaration as { id?: Identifier; declarations?: { id: Identifier }[] } | undefined;
    if (declaration?.id) declared.add(declaration.id.name);
    declaration?.declarations?.forEach(({ id }) => id.type === 'Identifier' && declared.add(id.name));
  }
}

/** The element names of JSX written inside `{…}` expressions. */
function collectJsxNames(value: unknown, used: Set<string>) {
  if (Array.isArray(value)) return value.forEach((each) => collectJsxNames(each, used));
  if (!value || typeof value !== 'object') return;
  const node = value as { type?: string; name?: { type: string; name: string } };
  if (node.type === 'JSXOpeningElement' && node.name?.type === 'JSXIdentifier') used.add(node.name.name);
  for (const [key, child] of Object.entries(value)) if (key !== 'loc' && key !== 'range') collectJsxNames(child, used);
}

/** `import Faq, { FaqItem } from '…'`, one declaration per module, with the estree MDX compiles. */
function importStatement(names: string[], blocks: Record<string, BlockSource>): MdxjsEsm {
  const byModule = new Map<string, Specifier[]>();
  for (const name of names) {
    const block = blocks[name];
    if (block === undefined) continue;
    const { module, name: exported } = block;
    const local: Identifier = { type: 'Identifier', name };
    const specifier: Specifier = exported
      ? { type: 'ImportSpecifier', local, imported: { type: 'Identifier', name: exported } }
      : { type: 'ImportDefaultSpecifier', local };
    // The default import comes first, as an import declaration writes it.
    const others = byModule.get(module) ?? [];
    byModule.set(module, exported ? [...others, specifier] : [specifier, ...others]);
  }
  const source = (specifiers: Specifier[]) => {
    const named = specifiers
      .filter((each) => each.imported)
      .map((each) =>
        each.imported!.name === each.local.name ? each.local.name : `${each.imported!.name} as ${each.local.name}`,
      );
    const fallback = specifiers.find((each) => !each.imported)?.local.name;
    return [fallback, named.length ? `{ ${named.join(', ')} }` : undefined].filter(Boolean).join(', ');
  };
  return {
    type: 'mdxjsEsm',
    value: [...byModule].map(([module, specifiers]) => `import ${source(specifiers)} from '${module}';`).join('\n'),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [...byModule].map(([module, specifiers]) => ({
          type: 'ImportDeclaration' as const,
          specifiers: specifiers as never,
          source: { type: 'Literal' as const, value: module, raw: `'${module}'` },
          attributes: [],
        })),
      },
    },
  };
}
