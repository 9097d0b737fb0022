import type { ProductSpelling } from '../../src/data/productNames';

/** A text to check: its path (for the message) and its content. */
export type SourceText = { readonly path: string; readonly text: string };

/** One wrong spelling found: where, on which line, and what it should say. */
export type SpellingProblem = { path: string; line: number; found: string; name: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Every place a product name is spelled another way than its one spelling. Case-sensitive, and never
 * inside a longer word, so an address ('/onderwijs/lob-loopbaanleren') is no product name.
 */
export function spellingProblems(
  texts: readonly SourceText[],
  spellings: readonly ProductSpelling[],
): SpellingProblem[] {
  const patterns = spellings.flatMap(({ name, wrong }) =>
    wrong.map((found) => ({
      name,
      found,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}/-])${escape(found)}(?![\\p{L}\\p{N}])`, 'gu'),
    })),
  );
  return texts.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((content, index) =>
        patterns.flatMap(({ name, found, pattern }) =>
          [...content.matchAll(pattern)].map(() => ({ path, line: index + 1, found, name })),
        ),
      ),
  );
}

/** The build's message: one line per place, naming the file, the line and the right spelling. */
export function spellingMessage(problems: readonly SpellingProblem[]): string {
  return `Productnaam anders gespeld (src/data/productNames.ts):\n${problems
    .map(({ path, line, found, name }) => `- ${path}:${line}: "${found}" moet "${name}" zijn`)
    .join('\n')}`;
}
