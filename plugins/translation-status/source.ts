import crypto from 'node:crypto';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { TranslatedFrom } from '../../src/domain/translations';

/** Length of the hash a translation records: 16 hex digits, plenty to notice a change. */
const HASH_LENGTH = 16;

const parse = (fileContent: string) => DEFAULT_PARSE_FRONT_MATTER({ filePath: '', fileContent });

/**
 * The fingerprint of a Dutch source: its title and its body, without the rest of the front matter
 * (a new keyword or image does not make a translation outdated). Line endings and surrounding white
 * space do not count.
 */
export async function sourceHash(fileContent: string): Promise<string> {
  const { frontMatter, content } = await parse(fileContent.replace(/\r\n?/g, '\n'));
  const title = typeof frontMatter.title === 'string' ? frontMatter.title.trim() : '';
  return crypto.createHash('sha256').update(`${title}\n\n${content.trim()}`).digest('hex').slice(0, HASH_LENGTH);
}

/** What a Romanian file records in `translatedFrom`, or null when it records nothing (usable). */
export async function translatedFromOf(fileContent: string): Promise<TranslatedFrom | null> {
  const { frontMatter } = await parse(fileContent);
  const value = frontMatter.translatedFrom as Partial<TranslatedFrom> | undefined;
  if (!value || typeof value.path !== 'string' || typeof value.hash !== 'string') return null;
  return { path: value.path, hash: value.hash };
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/;

/**
 * The file with `translatedFrom` set (replacing any it had), the rest of its front matter and its
 * text left exactly as they were. A file without front matter gets one.
 */
export function withTranslatedFrom(fileContent: string, from: TranslatedFrom): string {
  const block = `translatedFrom:\n  path: ${from.path}\n  hash: '${from.hash}'\n`;
  const match = FRONT_MATTER.exec(fileContent);
  if (!match) return `---\n${block}---\n\n${fileContent}`;
  const lines = (match[1] ?? '').split('\n');
  const kept: string[] = [];
  let skipping = false;
  for (const line of lines) {
    if (/^translatedFrom\s*:/.test(line)) {
      skipping = true;
      continue;
    }
    if (skipping && /^\s+\S/.test(line)) continue;
    skipping = false;
    kept.push(line);
  }
  const rest = kept.join('\n').replace(/\n*$/, '\n').replace(/^\n$/, '');
  return `---\n${rest}${block}---${match[2]}${fileContent.slice(match[0].length)}`;
}
