import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import type { BlogContent, PluginOptions } from '@docusaurus/plugin-content-blog';
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

// The wrapped blog plugin: its postBuild writes the feed, as the real one does.
jest.mock('@docusaurus/plugin-content-blog', () => {
  const nodeFs = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  const nodePath = jest.requireActual<typeof import('node:path')>('node:path');
  const plugin = async (_context: unknown, options: { routeBasePath: string }) => ({
    name: 'docusaurus-plugin-content-blog',
    // The routes it adds: the list, a post and the authors' list.
    async contentLoaded({ actions }: { actions: { addRoute: (route: { path: string }) => void } }) {
      for (const page of ['', '/een-bericht', '/authors'])
        actions.addRoute({ path: `/${options.routeBasePath}${page}` });
    },
    async postBuild({ outDir }: { outDir: string }) {
      await nodeFs.mkdir(nodePath.join(outDir, options.routeBasePath), { recursive: true });
      await nodeFs.writeFile(nodePath.join(outDir, options.routeBasePath, 'atom.xml'), mockAtom);
    },
  });
  return { __esModule: true, default: plugin, validateOptions: jest.fn() };
});
const mockAtom = atom;

describe('news-blog plugin', () => {
  async function built(feedOptions: object): Promise<string> {
    const { default: newsBlogPlugin } = await import('../index');
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'news-blog-'));
    const options = { routeBasePath: 'nieuws', feedOptions } as unknown as PluginOptions;
    const plugin = await newsBlogPlugin({} as LoadContext, options);
    await (plugin.postBuild as (props: { outDir: string }) => Promise<void>)({ outDir });
    return fs.readFile(path.join(outDir, 'nieuws/atom.xml'), 'utf8');
  }

  it('names the language of the Atom feed once the blog has written it', async () => {
    expect(await built({ type: ['rss', 'atom'], language: 'nl' })).toContain('<feed xml:lang="nl"');
  });

  it('leaves the feed as written when no language is set', async () => {
    expect(await built({ type: ['rss', 'atom'] })).toBe(atom);
  });

  it('adds every route of the blog but the authors’ list', async () => {
    const { default: newsBlogPlugin } = await import('../index');
    const options = {
      routeBasePath: 'nieuws',
      authorsBasePath: 'authors',
      feedOptions: {},
    } as unknown as PluginOptions;
    const plugin = await newsBlogPlugin({ baseUrl: '/' } as LoadContext, options);
    const added: string[] = [];
    const actions = { addRoute: (route: RouteConfig) => added.push(route.path) };
    await plugin.contentLoaded?.({
      content: {} as BlogContent,
      actions: actions as unknown as PluginContentLoadedActions,
    });
    expect(added).toEqual(['/nieuws', '/nieuws/een-bericht']);
  });
});
