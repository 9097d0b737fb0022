/** Small words that stay lower case inside a Dutch place name (Bergen op Zoom, Alphen aan den Rijn). */
const PARTICLES = new Set([
  'aan',
  'bij',
  'de',
  'den',
  'der',
  'en',
  'het',
  'in',
  'onder',
  'op',
  'over',
  'te',
  'ten',
  'ter',
  'van',
]);

/** DUO's abbreviations, as a reader writes them. */
const ABBREVIATIONS: Record<string, string> = { gem: 'gem.' };

/** One part of a word (between hyphens) with its first letter up; IJ is one letter in Dutch. */
function capital(part: string): string {
  if (part.startsWith('ij')) return `IJ${part.slice(2)}`;
  return part.charAt(0).toUpperCase() + part.slice(1);
}

function word(text: string, first: boolean): string {
  if (ABBREVIATIONS[text]) return ABBREVIATIONS[text];
  // 's-Hertogenbosch, 't Zandt: the elided article stays small, what follows its hyphen is a name.
  const elided = /^'([st])(-?)(.*)$/.exec(text);
  if (elided) {
    const [, article, hyphen, rest] = elided;
    return `'${article}${hyphen}${rest ? rest.split('-').map(capital).join('-') : ''}`;
  }
  if (!first && PARTICLES.has(text)) return text;
  return text.split('-').map(capital).join('-');
}

/**
 * A place name as people write it, from DUO's capitals: `'S-HERTOGENBOSCH` → `'s-Hertogenbosch`,
 * `IJMUIDEN` → `IJmuiden`, `ALTEVEER GEM NOORDENVELD` → `Alteveer gem. Noordenveld`. A name that is
 * not all capitals was written by a person and is left as it is.
 */
export function townName(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase() || !/\p{L}/u.test(trimmed)) return trimmed;
  return trimmed
    .toLowerCase()
    .split(' ')
    .map((part, index) => word(part, index === 0))
    .join(' ');
}
