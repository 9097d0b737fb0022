/**
 * The site's languages, for texts that the browser and the server both produce (validation messages,
 * the server's answers). Pure data: no React, no Node.
 */
export const LOCALES = ['nl', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A known locale as is; anything else (unset, 'en', a typo) falls back to Dutch. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A text in every locale, or one Dutch text for what only the Dutch site shows. */
export type Localized = string | Readonly<Record<Locale, string>>;

export function localize(text: Localized, locale: Locale): string {
  return typeof text === 'string' ? text : text[locale];
}

/**
 * The locale an `Accept-Language` header asks for: the first of our locales in the order of the
 * q-values ('ro-RO', 'ro;q=0.9' count as ro), Dutch when none of ours is named. The forms send the
 * page's locale in this header, so the server answers in the language of the page that posted.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLocale(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return toLocale(ranked[0]?.language);
}
