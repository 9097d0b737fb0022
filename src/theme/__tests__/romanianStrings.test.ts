import fs from 'node:fs';
import path from 'node:path';

/** Every string shown through translate() or <Translate> has a Romanian message in i18n/ro/code.json. */
const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const ID = /translate\(\s*\{\s*id:\s*'([^']+)'|<Translate\s+id="([^"]+)"/g;

describe('Romanian strings', () => {
  it('has a Romanian message for every translation id used in src/', () => {
    const messages = JSON.parse(fs.readFileSync(path.join(root, 'i18n/ro/code.json'), 'utf8')) as Record<
      string,
      { message: string }
    >;
    const used = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(ID)].map((match) => ({
        id: match[1] ?? match[2],
        file: path.relative(root, file),
      })),
    );
    expect(used.map(({ id }) => id)).toEqual(expect.arrayContaining(['modal.close', 'newsCard.readMore']));
    expect(used.filter(({ id }) => !messages[id]?.message)).toEqual([]);
  });
});
