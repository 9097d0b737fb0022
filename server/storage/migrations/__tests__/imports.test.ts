import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * A released migration must do the same thing forever: it imports only Kysely, Node's own modules
 * and files of this folder (each its own frozen copy of what it needs), never live code of the
 * server or the domain, which later changes would change under it.
 */
const FOLDER = path.resolve(__dirname, '..');

const sources = fs
  .readdirSync(FOLDER)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: fs.readFileSync(path.join(FOLDER, name), 'utf8') }));

/** Every module a source names: imports, re-exports, import types, require() and import(). */
const importsOf = (text: string) => ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);

function allowed(specifier: string): boolean {
  if (specifier === 'kysely' || isBuiltin(specifier)) return true;
  if (!specifier.startsWith('.')) return false;
  return path.dirname(path.resolve(FOLDER, specifier)) === FOLDER;
}

describe('the migrations', () => {
  it('import only kysely, Node and each other', () => {
    expect(sources.length).toBeGreaterThan(16);
    const strays = sources.flatMap(({ name, text }) =>
      importsOf(text)
        .filter((specifier) => !allowed(specifier))
        .map((specifier) => `${name} imports ${specifier}`),
    );
    expect(strays).toEqual([]);
  });

  it('are caught importing live code, however it is written', () => {
    const written = [
      "import { searchTextOf } from '../../staff/workspace/search-text';",
      "export { kenmerk } from '../../registrations/kenmerk';",
      "import type { Storage } from '../database';",
      "const { isRecord } = require('../../../src/domain/values');",
      "const later = () => import('valibot');",
      "import './__tests__/helper';",
    ];
    for (const line of written) expect(importsOf(line).filter((specifier) => !allowed(specifier))).toHaveLength(1);
    expect(importsOf("import crypto from 'node:crypto';\nimport { sql } from 'kysely';").every(allowed)).toBe(true);
  });
});
