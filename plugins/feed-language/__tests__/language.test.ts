import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import feedLanguagePlugin from '../index';
import { withAtomLanguage } from '../language';

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://www.amn.nl/nieuws-en-achtergronden</id>
    <title>Nieuws en achtergronden – AMN</title>
</feed>`;

describe('withAtomLanguage', () => {
  it('adds xml:lang to the feed element and changes nothing else', () => {
    const result = withAtomLanguage(atom, 'nl');
    expect(result).toContain('<feed xml:lang="nl" xmlns="http://www.w3.org/2005/Atom">');
    expect(result.replace(' xml:lang="nl"', '')).toBe(atom);
  });

  it('replaces a language that is already there, so running twice is harmless', () => {
    const once = withAtomLanguage(atom, 'en');
    expect(withAtomLanguage(once, 'nl')).toBe(withAtomLanguage(atom, 'nl'));
  });

  it('refuses a file that is no Atom feed', () => {
    expect(() => withAtomLanguage('<rss version="2.0"></rss>', 'nl')).toThrow(/no <feed>/);
  });
});

describe('feed-language plugin', () => {
  const context = (locale: string) => ({ i18n: { currentLocale: locale } }) as unknown as LoadContext;
  const options = { locale: 'nl', atomFeeds: ['nieuws/atom.xml'], language: 'nl' };

  async function buildWithFeed(): Promise<string> {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'feed-language-'));
    await fs.mkdir(path.join(outDir, 'nieuws'));
    await fs.writeFile(path.join(outDir, 'nieuws/atom.xml'), atom);
    return outDir;
  }

  const postBuild = (plugin: Plugin, outDir: string) =>
    (plugin.postBuild as (props: { outDir: string }) => Promise<void>)({ outDir });

  it('marks the feed after the build of its locale', async () => {
    const outDir = await buildWithFeed();
    await postBuild(feedLanguagePlugin(context('nl'), options), outDir);
    expect(await fs.readFile(path.join(outDir, 'nieuws/atom.xml'), 'utf8')).toContain('<feed xml:lang="nl"');
  });

  it('leaves other locales alone', async () => {
    const outDir = await buildWithFeed();
    await postBuild(feedLanguagePlugin(context('ro'), options), outDir);
    expect(await fs.readFile(path.join(outDir, 'nieuws/atom.xml'), 'utf8')).toBe(atom);
  });

  it('stops the build when the feed is missing', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'feed-language-'));
    await expect(postBuild(feedLanguagePlugin(context('nl'), options), outDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses options without a feed', () => {
    expect(() => feedLanguagePlugin(context('nl'), { ...options, atomFeeds: [] })).toThrow();
  });
});
