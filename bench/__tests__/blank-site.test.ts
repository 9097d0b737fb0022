import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BLANK_DOCUSAURUS_VERSION, materializeBlankSite, versionOf } from '../lib/blank-site';
import { ROOT } from '../lib/paths';

describe('the blank site of the side-by-side bench', () => {
  const siteDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blank-site-test-')), 'site');
  afterAll(() => fs.rmSync(path.dirname(siteDir), { recursive: true, force: true }));

  it('is the classic TypeScript template of our Docusaurus version, with our locales and faster', () => {
    expect(BLANK_DOCUSAURUS_VERSION).toBe(versionOf(path.join(ROOT, 'node_modules/@docusaurus/core/package.json')));
    materializeBlankSite(siteDir);
    const config = fs.readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
    expect(config).toContain("i18n: { defaultLocale: 'nl', locales: ['nl', 'ro'] }");
    expect(config).toContain('future: { v4: true, faster: true }');
    expect(config).toContain("'classic'");
    for (const file of ['src/pages/index.tsx', 'docs/intro.mdx', 'blog/2019-05-29-long-blog-post.mdx', 'sidebars.ts']) {
      expect(fs.existsSync(path.join(siteDir, file))).toBe(true);
    }
    expect(fs.realpathSync(path.join(siteDir, 'node_modules'))).toBe(fs.realpathSync(path.join(ROOT, 'node_modules')));
  });
});
