/**
 * In Romania AMN works with schools only (i18n/ro/pages/despre-amn.mdx): the Romanian site offers
 * the school applications and nothing it cannot give there. Read over every Romanian source.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

function filesUnder(dir: string, extension: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name) && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\s+/g, ' ');

const ROMANIAN_FILES = [
  ...filesUnder('i18n/ro', /\.(mdx?|tsx)$/),
  ...filesUnder('documents', /\.md$/).filter((file) =>
    /^locale: ro$/m.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
  ),
  'content/home/ro.json',
];

const HOME_AND_META_KEYS = ['home.title', 'home.keywords', 'home.description', 'home.introduction'];
const CODE: Record<string, { message: string }> = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'i18n/ro/code.json'), 'utf8'),
);

function saying(pattern: RegExp): string[] {
  const files = ROMANIAN_FILES.flatMap((file) => {
    const match = pattern.exec(read(file));
    return match ? [`${file}: "${match[0]}"`] : [];
  });
  const strings = HOME_AND_META_KEYS.flatMap((key) => {
    const match = pattern.exec(CODE[key]?.message ?? '');
    return match ? [`code.json ${key}: "${match[0]}"`] : [];
  });
  return [...files, ...strings];
}

describe('the Romanian site offers what the Romanian branch offers', () => {
  it('reads its sources (the check below can find something)', () => {
    expect(ROMANIAN_FILES).toEqual(expect.arrayContaining(['i18n/ro/pages/despre-amn.mdx', 'content/home/ro.json']));
    expect(saying(/lucrăm (deocamdată )?cu școlile/).length).toBeGreaterThan(0);
  });

  it.each([
    ['no personality test', /personalitate/i],
    ['no trainings for sale ("cursuri de formare")', /cursuri(lor)? de formare/i],
    ['no "scanări de talent" (a calque of the Dutch talentscan)', /scan(ări|ărilor) de talent/i],
    ['no offer for employees and employers', /pentru angajați și angajatori/i],
    ['no newsletter news of test periods it never gives', /(noutăți|newsletter)[^.]*perioadele de testare/i],
  ])('%s', (_what, pattern) => {
    expect(saying(pattern)).toEqual([]);
  });
});
