import fs from 'node:fs';
import path from 'node:path';
import { TRAINING_NAMES } from '../options';
import { TRAINING_NAME_ALIASES, currentTrainingName } from '../trainingAliases';

describe('one spelling of each training name', () => {
  it('names the trainings in their one spelling', () => {
    expect(TRAINING_NAMES).toContain('Managementtraining');
    expect(TRAINING_NAMES).toContain('Administratie- en applicatiebeheertraining');
    expect(TRAINING_NAMES.join()).not.toMatch(/Managementraining|Administratieve\/|applicatiebeheerder/);
  });

  it('reads each earlier spelling as a name of today, and no name of today as an alias', () => {
    expect(currentTrainingName('Managementraining')).toBe('Managementtraining');
    expect(currentTrainingName('Administratieve/ applicatiebeheerderstraining')).toBe(
      'Administratie- en applicatiebeheertraining',
    );
    for (const name of Object.values(TRAINING_NAME_ALIASES)) expect(TRAINING_NAMES).toContain(name);
    for (const name of TRAINING_NAMES) expect(Object.keys(TRAINING_NAME_ALIASES)).not.toContain(name);
  });

  it('leaves a current name and a custom one as they are, and no key of Object as a name', () => {
    expect(currentTrainingName('Interpretatietraining')).toBe('Interpretatietraining');
    expect(currentTrainingName('Training op maat')).toBe('Training op maat');
    expect(currentTrainingName('constructor')).toBe('constructor');
  });
});

describe('no earlier spelling outside the alias table', () => {
  // What the site, its documents and the server say and send, links included (%2F): only the two files below name the old ones.
  const ROOT = path.resolve(__dirname, '../../..');
  // The alias table maps the old spellings; the spelling list names them to refuse them.
  const EXEMPT = [path.join('src', 'domain', 'trainingAliases.ts'), path.join('src', 'data', 'productNames.ts')];
  const OLD = /Managementraining|Administratieve(\/|%2F)( |%20|\+)applicatiebeheerderstraining/i;
  const files = ['src', 'server', 'docs', 'blog', 'documents', 'i18n']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(tsx?|mdx?|json)$/.test(entry.name))
        .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name))),
    )
    .filter((file) => !file.includes('__tests__') && !EXEMPT.includes(file));

  it('finds the files it reads', () => {
    expect(files).toEqual(expect.arrayContaining([path.join('src', 'data', 'trainingSessions.ts')]));
  });

  it('finds none of them spelling a training the old way', () => {
    expect(files.filter((file) => OLD.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
