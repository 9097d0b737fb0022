import path from 'node:path';
import { PRODUCT_SPELLINGS } from '../../../src/data/productNames';
import { spellingMessage, spellingProblems } from '../check';
import { collectTexts } from '../collect';
import productNamesPlugin from '../index';
import type { LoadContext } from '@docusaurus/types';

const SITE = path.resolve(__dirname, '../../..');
const LOB = PRODUCT_SPELLINGS.filter(({ name }) => name === 'LOB en loopbaanleren');

describe('one spelling per product name', () => {
  it('finds a product spelled a second way, with file, line and the right spelling', () => {
    const problems = spellingProblems(
      [
        { path: 'docs/a.mdx', text: 'Over LOB en loopbaanleren.\n<IconTile title="LOB-loopbaanleren" />' },
        { path: 'server/mail/b.ts', text: "const x = 'LOB Loopbaanleren';" },
      ],
      LOB,
    );
    expect(problems).toEqual([
      { path: 'docs/a.mdx', line: 2, found: 'LOB-loopbaanleren', name: 'LOB en loopbaanleren' },
      { path: 'server/mail/b.ts', line: 1, found: 'LOB Loopbaanleren', name: 'LOB en loopbaanleren' },
    ]);
    expect(spellingMessage(problems)).toContain('- docs/a.mdx:2: "LOB-loopbaanleren" moet "LOB en loopbaanleren" zijn');
  });

  it('takes no address or slug for a product name', () => {
    const text = '[LOB en loopbaanleren](/onderwijs/lob-loopbaanleren), link="/onderwijs/lob-loopbaanleren"';
    expect(spellingProblems([{ path: 'docs/a.mdx', text }], LOB)).toEqual([]);
  });

  it('stops the build: the plugin throws on a site whose texts spell a product two ways', () => {
    const site = path.join(SITE, 'plugins/product-names/__tests__/fixtures/two-spellings');
    const plugin = productNamesPlugin({ siteDir: site } as unknown as LoadContext);
    expect(() => plugin.loadContent?.()).toThrow(
      /docs\/product\.mdx:4: "LOB-loopbaanleren" moet "LOB en loopbaanleren" zijn/,
    );
  });

  it('finds none in the site: pages, news, documents, translations, home, menus and mails', () => {
    const texts = collectTexts(SITE);
    expect(texts.map((text) => text.path)).toEqual(
      expect.arrayContaining(['docs/alle-producten.mdx', 'src/domain/options.ts', 'server/mail/next-steps.ts']),
    );
    expect(spellingProblems(texts, PRODUCT_SPELLINGS)).toEqual([]);
  });

  it('holds the trainings to their one spelling too', () => {
    expect(PRODUCT_SPELLINGS.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['Managementtraining', 'Administratie- en applicatiebeheertraining']),
    );
    expect(
      spellingProblems([{ path: 'x.md', text: 'De Managementraining op 10 december' }], PRODUCT_SPELLINGS),
    ).toEqual([{ path: 'x.md', line: 1, found: 'Managementraining', name: 'Managementtraining' }]);
  });
});
