import { ISLAND_BLOCKS, MDX_BLOCKS, PAGE_BLOCKS } from '../blocks';

describe('the island blocks', () => {
  it('are blocks editors know, each module exporting its island', async () => {
    for (const [name, { module, name: exported }] of Object.entries(ISLAND_BLOCKS)) {
      expect([name, Object.hasOwn(MDX_BLOCKS, name)]).toEqual([name, true]);
      const loaded = (await import(module)) as Record<string, unknown>;
      expect([name, typeof loaded[exported ?? 'default']]).toEqual([name, 'function']);
    }
  });

  it('take the place of their components in what pages import, and only theirs', () => {
    expect(Object.keys(PAGE_BLOCKS).sort()).toEqual(Object.keys(MDX_BLOCKS).sort());
    for (const name of Object.keys(MDX_BLOCKS)) {
      expect([name, PAGE_BLOCKS[name]]).toEqual([name, ISLAND_BLOCKS[name] ?? MDX_BLOCKS[name]]);
    }
    expect(PAGE_BLOCKS.Fact.module).toBe('@site/src/components/Fact/island');
    expect(PAGE_BLOCKS.Faq.module).toBe('@site/src/components/Faq');
  });
});
