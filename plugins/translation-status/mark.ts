import fs from 'node:fs';
import path from 'node:path';
import type { RequiredTranslation } from '../../src/data/translations';
import { sourceHash, translatedFromOf, withTranslatedFrom } from './source';

export class MarkError extends Error {}

const posix = (file: string) => file.split(path.sep).join('/');

/**
 * Records in a Romanian file that it is a translation of the current version of its Dutch source
 * (`translatedFrom: { path, hash }`). The source is `from` when given, else what the file already
 * records, else the source that src/data/translations.ts lists for this file. Returns a sentence for
 * the editor.
 */
export async function markTranslation(
  root: string,
  file: string,
  required: readonly RequiredTranslation[],
  from?: string,
): Promise<string> {
  const relative = posix(path.relative(root, path.resolve(root, file)));
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) throw new MarkError(`Het bestand ${relative} bestaat niet.`);
  const content = fs.readFileSync(absolute, 'utf8');
  const source =
    (from && posix(path.relative(root, path.resolve(root, from)))) ??
    (await translatedFromOf(content))?.path ??
    required.find((entry) => entry.translation === relative)?.source;
  if (!source) {
    throw new MarkError(
      `Van welke Nederlandse tekst is ${relative} een vertaling? Noem de bron: npm run translations -- --mark ${relative} --from docs/…`,
    );
  }
  const sourceFile = path.join(root, source);
  if (!fs.existsSync(sourceFile)) throw new MarkError(`De bron ${source} bestaat niet.`);
  const hash = await sourceHash(fs.readFileSync(sourceFile, 'utf8'));
  fs.writeFileSync(absolute, withTranslatedFrom(content, { path: source, hash }));
  return `${relative} is nu gemarkeerd als vertaling van de huidige versie van ${source}.`;
}
