import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import homeContentPlugin from '..';
import type { HomeContent, HomeContentOptions } from '../types';

const validateOptions = homeContentPlugin.validateOptions as (context: {
  options: unknown;
  validate: () => never;
}) => HomeContentOptions;

const OPTIONS = validateOptions({ options: {}, validate: () => undefined as never });

let siteDir: string;

function writeContent(locale: string, content: unknown) {
  fs.writeFileSync(path.join(siteDir, 'content/home', `${locale}.json`), JSON.stringify(content));
}

function content(image = '/img/home/first.svg'): HomeContent {
  return {
    slides: [{ image, image_alt: 'Alt', title: 'Titel' }],
    highlights: [{ title: 'Tegel', description: 'Uitleg', link: '/' }],
    timeline: Array.from({ length: 8 }, () => ({
      question: 'Vraag?',
      top: 10,
      left: 10,
      referrals: [{ text: 'Link', link: '/link' }],
    })),
  };
}

function plugin(locale: string) {
  const context = {
    siteDir,
    baseUrl: locale === 'nl' ? '/' : `/${locale}/`,
    i18n: { currentLocale: locale },
  } as unknown as LoadContext;
  return homeContentPlugin(context, OPTIONS);
}

beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-content-'));
  fs.mkdirSync(path.join(siteDir, 'content/home'), { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'static/img/home'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'static/img/home/first.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe('home-content plugin', () => {
  it('has defaults for its options and refuses unknown ones', () => {
    expect(OPTIONS).toEqual({
      id: 'default',
      path: 'content/home',
      component: '@site/src/pages/_components/HomePage',
    });
    expect(() => validateOptions({ options: { pth: 'x' }, validate: () => undefined as never })).toThrow(/pth/);
  });

  it("loads the locale's file and adds the locale's home route with the content as a prop", async () => {
    writeContent('ro', content());
    const instance = plugin('ro');
    const loaded = await instance.loadContent!();
    expect(loaded).toEqual(content());
    const routes: RouteConfig[] = [];
    const actions = { addRoute: (route: RouteConfig) => routes.push(route) } as unknown as PluginContentLoadedActions;
    await instance.contentLoaded!({ content: loaded, actions });
    expect(routes).toEqual([
      expect.objectContaining({
        path: '/ro/',
        exact: true,
        component: '@site/src/pages/_components/HomePage',
        props: { content: content() },
      }),
    ]);
  });

  it('stops the build on a bad slide, naming the file and the field', async () => {
    const bad = content() as unknown as { slides: Record<string, unknown>[] };
    bad.slides[0].title = 42;
    writeContent('nl', bad);
    await expect(async () => plugin('nl').loadContent!()).rejects.toThrow(
      /content\/home\/nl\.json:\n {2}- slides\[0\]\.title: must be a text/,
    );
  });

  it('stops the build when a slide image is not in static/', async () => {
    writeContent('nl', content('/img/home/missing.svg'));
    await expect(async () => plugin('nl').loadContent!()).rejects.toThrow(
      /content\/home\/nl\.json:\n {2}- slides\[0\]\.image: \/img\/home\/missing\.svg is not in static\//,
    );
  });

  it('names the file when it is missing or not JSON', async () => {
    await expect(async () => plugin('ro').loadContent!()).rejects.toThrow(/content\/home\/ro\.json[\s\S]*missing/);
    fs.writeFileSync(path.join(siteDir, 'content/home/nl.json'), '{ "slides": [ }');
    await expect(async () => plugin('nl').loadContent!()).rejects.toThrow(
      /content\/home\/nl\.json[\s\S]*not valid JSON/,
    );
  });

  it('watches the content files in development', () => {
    expect(plugin('nl').getPathsToWatch!()).toEqual([path.join(siteDir, 'content/home/*.json')]);
  });
});
