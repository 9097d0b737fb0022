import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { negotiateEncoding, precompressBuild, type Variants } from '../precompress';

describe('negotiateEncoding', () => {
  const both: Variants = { hash: 'h', br: Buffer.from('b'), gzip: Buffer.from('g') };

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    [undefined, null],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('offers only the variants that exist', () => {
    expect(negotiateEncoding('br, gzip', { hash: 'h', gzip: Buffer.from('g') })).toBe('gzip');
    expect(negotiateEncoding('br, gzip', undefined)).toBeNull();
  });
});

describe('precompressBuild', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-precompress-'));
  const build = path.join(root, 'build');
  const cache = path.join(root, 'cache');
  const page = `<!doctype html><title>t</title>${'<p>Doorstroomtoets aanmelden</p>'.repeat(200)}`;

  beforeAll(() => {
    fs.mkdirSync(path.join(build, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(build, 'index.html'), page);
    fs.writeFileSync(path.join(build, 'small.css'), 'a{}');
    fs.writeFileSync(path.join(build, 'assets', 'photo.png'), Buffer.alloc(5000, 1));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('makes brotli and gzip variants of text files that decompress to the original', async () => {
    const variants = new Map<string, Variants>();
    await precompressBuild(build, ['/index.html', '/small.css', '/assets/photo.png'], cache, variants);
    expect([...variants.keys()]).toEqual(['/index.html']);
    const html = variants.get('/index.html')!;
    expect(zlib.brotliDecompressSync(html.br!).toString()).toBe(page);
    expect(zlib.gunzipSync(html.gzip!).toString()).toBe(page);
    expect(html.br!.length).toBeLessThan(page.length / 10);
  });

  it('reuses the cache after a restart instead of compressing again', async () => {
    const [cached] = fs.readdirSync(cache).filter((name) => name.endsWith('.br'));
    fs.writeFileSync(path.join(cache, cached), 'marker');
    const variants = new Map<string, Variants>();
    await precompressBuild(build, ['/index.html'], cache, variants);
    expect(variants.get('/index.html')!.br!.toString()).toBe('marker');
  });
});
