import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const fixtureSite = path.join(__dirname, 'fixture-site');
const cli = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** Runs the real `docusaurus build` on the fixture site with one blog folder; it stops while loading content. */
function build(blogFolder: string) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-matter-check-'));
  try {
    const run = spawnSync(process.execPath, [cli, 'build', fixtureSite, '--out-dir', outDir], {
      cwd: root,
      env: { ...process.env, FIXTURE_BLOG: blogFolder, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

afterAll(() => fs.rmSync(path.join(fixtureSite, '.docusaurus'), { recursive: true, force: true }));

describe('the build refuses a news post with bad front matter', () => {
  it('stops on a post without category, naming the file and the field', () => {
    const { status, output } = build('blog-without-category');
    expect(status).not.toBe(0);
    expect(output).toContain('blog-without-category/2026-01-05-zonder-categorie.mdx: category ontbreekt');
  }, 130_000);

  it('stops on a post whose image does not exist, naming the file and the field', () => {
    const { status, output } = build('blog-missing-image');
    expect(status).not.toBe(0);
    expect(output).toContain(
      "blog-missing-image/2026-01-05-beeld-ontbreekt.mdx: image het bestand '/img/bestaat-niet.svg' bestaat niet onder static/",
    );
  }, 130_000);
});
