/**
 * How the site speaks to its reader, and the check of it (issue #29). Dutch says *u* to schools,
 * parents, companies and subscribers: home, product, section, help, form, legal and news pages,
 * and every mail. Only the vacancy pages say *je*, to job seekers. Romanian always says
 * *dumneavoastră*. Pure data and functions: the browser tests run it over the built pages, the
 * unit tests over the mail and form texts.
 */
export type Voice = 'u' | 'je' | 'dumneavoastra';

/**
 * Fixed texts that may speak otherwise than their page. None today: the spec's "Selecteer uw school"
 * says u like the rest of the form (issue #58).
 */
export const VOICE_EXCEPTIONS: readonly string[] = [];

/** Word-for-word matchers: a word is a run of letters (ă, ț, ë… included), not part of a longer word. */
const words = (list: readonly string[], flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, flags);

/** What each voice must not say. */
const FORBIDDEN: Record<Voice, readonly RegExp[]> = {
  // je, jij, jou, jouw, jullie (and jezelf): the informal Dutch forms; and "hebt", as AMN's editors
  // write "u heeft" (with je, "hebt" is right: the vacancies).
  u: [words(['je', 'jij', 'jou', 'jouw', 'jullie', 'jezelf', 'hebt'])],
  // u, uw (and uzelf) on a page that says je.
  je: [words(['u', 'uw', 'uzelf'])],
  dumneavoastra: [
    // The informal pronouns and possessives: -ți (descoperă-ți), îți, ți-, tu, te (alone), ta, tău, tale, tine.
    /\p{L}-ți(?![\p{L}])/u,
    words(['îți', 'ți(?=-)', 'tu', 'ta', 'tău', 'tale', 'tine']),
    // Imperatives of the second person singular the site used (formal: Descoperiți, Alegeți, …).
    words(['Descoperă', 'Alege', 'Răsfoiește', 'Găsește', 'Vezi', 'Citește', 'Caută', 'Trimite'], 'u'),
    // Dutch shorthand copied word for word: "niet (meer)" is "nu (mai)" to no Romanian reader ("nu este
    // valabil sau a expirat"); "ce vă puteți aștepta de la noi" is "la ce … din partea noastră".
    /\bnu \(mai\)/iu,
    /ce vă puteți aștepta de la noi/iu,
  ],
};

/** The words of `text` that break `voice`, each with a little context; the allowed exceptions removed. */
export function voiceViolations(text: string, voice: Voice): string[] {
  let rest = text.replace(/\s+/g, ' ');
  for (const exception of VOICE_EXCEPTIONS) rest = rest.split(exception).join(' ');
  return FORBIDDEN[voice].flatMap((pattern) => {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    return [...rest.matchAll(global)].map((match) => {
      const start = Math.max(0, match.index - 30);
      return `"${match[0]}" in "…${rest.slice(start, match.index + match[0].length + 30).trim()}…"`;
    });
  });
}
