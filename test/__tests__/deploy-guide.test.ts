import fs from 'node:fs';
import path from 'node:path';

/** DEPLOY.md shows every file of deploy/ in full: what the guide shows is what the tests run. */
const ROOT = path.resolve(__dirname, '../..');
const guide = fs.readFileSync(path.join(ROOT, 'DEPLOY.md'), 'utf8');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

describe('DEPLOY.md', () => {
  it.each(filesUnder('deploy'))('shows %s as it is', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    expect(guide).toContain(`\`${file}\`:\n\n\`\`\``);
    const shown = guide.split(`\`${file}\`:\n\n`)[1].replace(/^```\w*\n/, '');
    expect(shown.slice(0, shown.indexOf('```'))).toBe(text);
  });

  it('links to files that exist', () => {
    for (const [, target] of guide.matchAll(/\]\(((?!https?:|#)[^)#]+)(#[^)]*)?\)/g)) {
      expect(fs.existsSync(path.join(ROOT, target))).toBe(true);
    }
  });
});
