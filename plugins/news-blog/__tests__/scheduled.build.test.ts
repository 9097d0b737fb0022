/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(__dirname, '../../..');
const fixtureSite = path.join(__dirname, 'fixture-site');
const cli = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const TOMORROWS_POST = '/nieuws/2026/11/27/nieuwe-trainingsdata';
const TODAYS_POST = '/nieuws/2026/11/26/open-dag';

type Built = { read(file: string): string; exists(file: string): boolean; indexedUrls(): string[] };

/** The real `docusaurus build` of the fixture site for one build day; its output, read back. */
function build(day: string, outDir: string): Built {
  const run = spawnSync(process.execPath, [cli, 'build', fixtureSite, '--out-dir', outDir], {
    cwd: root,
    env: { ...process.env, BUILD_DAY: day, NODE_ENV: 'production', AMN_PREVIEW: '' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (run.status !== 0) throw new Error(`build for ${day} failed:\n${run.stdout}${run.stderr}`);
  return {
    read: (file) => fs.readFileSync(path.join(outDir, file), 'utf8'),
    exists: (file) => fs.existsSync(path.join(outDir, file)),
    // Pagefind's fragments: gzip, a "pagefind_dcd" marker, then the page's JSON with its url.
    indexedUrls: () =>
      fs.readdirSync(path.join(outDir, 'pagefind/fragment')).map((file) => {
        const text = zlib.gunzipSync(fs.readFileSync(path.join(outDir, 'pagefind/fragment', file))).toString('utf8');
        return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
      }),
  };
}

const outDirs: string[] = [];
const builds: Record<string, Built> = {};

beforeAll(() => {
  for (const day of ['2026-11-26', '2026-11-27']) {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `scheduled-${day}-`));
    outDirs.push(outDir);
    builds[day] = build(day, outDir);
  }
}, 500_000);

afterAll(() => {
  for (const dir of outDirs) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.join(fixtureSite, '.docusaurus'), { recursive: true, force: true });
});

describe('a post dated after the build day', () => {
  it('is absent from the list, the feeds, the sitemap, the search index and the routes of that build', () => {
    const built = builds['2026-11-26'];
    expect(built.read('nieuws.html')).toContain('Open dag in Nijmegen');
    expect(built.read('nieuws.html')).not.toContain('Nieuwe trainingsdata bekend');
    for (const feed of ['nieuws/rss.xml', 'nieuws/atom.xml']) {
      expect(built.read(feed)).toContain(TODAYS_POST);
      expect(built.read(feed)).not.toContain(TOMORROWS_POST);
    }
    expect(built.read('sitemap.xml')).toContain(`https://example.org${TODAYS_POST}`);
    expect(built.read('sitemap.xml')).not.toContain(TOMORROWS_POST);
    expect(built.indexedUrls()).toContain(TODAYS_POST);
    expect(built.indexedUrls()).not.toContain(TOMORROWS_POST);
    expect(built.exists(`${TODAYS_POST.slice(1)}.html`)).toBe(true);
    expect(built.exists(`${TOMORROWS_POST.slice(1)}.html`)).toBe(false);
  });

  it('is published everywhere by the build of its day', () => {
    const built = builds['2026-11-27'];
    expect(built.read('nieuws.html')).toContain('Nieuwe trainingsdata bekend');
    for (const feed of ['nieuws/rss.xml', 'nieuws/atom.xml']) expect(built.read(feed)).toContain(TOMORROWS_POST);
    expect(built.read('sitemap.xml')).toContain(`https://example.org${TOMORROWS_POST}`);
    expect(built.indexedUrls()).toEqual(expect.arrayContaining([TODAYS_POST, TOMORROWS_POST]));
    expect(built.exists(`${TOMORROWS_POST.slice(1)}.html`)).toBe(true);
  });
});
