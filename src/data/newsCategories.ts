/**
 * The fixed list of news categories. A post names one by its key in front matter
 * (`category: basisonderwijs`); the build refuses any other value. The key is also
 * the last part of the category page's address: /nieuws-en-achtergronden/categorie/<key>.
 */
export const NEWS_CATEGORIES = {
  basisonderwijs: {
    label: 'Basisonderwijs',
    description: 'Nieuws over de proeftoetsen, de Doorstroomtoets en Aansluiting PO-VO voor groep 7 en 8.',
  },
  'voortgezet-onderwijs': {
    label: 'Voortgezet onderwijs',
    description: 'Nieuws over de Talentscan VO en loopbaanleren in het voortgezet onderwijs.',
  },
  mbo: {
    label: 'Middelbaar beroepsonderwijs',
    description: 'Nieuws over de Talentscan MBO, de beroepsbeeldtests en de Leergang Studiecoach.',
  },
  'werken-en-loopbaan': {
    label: 'Werken en loopbaan',
    description: 'Nieuws voor bedrijven, zorginstellingen, gemeenten en werkzoekenden.',
  },
  trainingen: {
    label: 'Trainingen',
    description: 'Trainingsdata en achtergronden bij de trainingen voor scholen en organisaties.',
  },
  'over-amn': {
    label: 'Over AMN',
    description: 'Nieuws over de organisatie achter de toetsen en trainingen.',
  },
} as const satisfies Record<string, { label: string; description: string }>;

export type NewsCategoryKey = keyof typeof NEWS_CATEGORIES;

export function isNewsCategory(value: unknown): value is NewsCategoryKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(NEWS_CATEGORIES, value);
}

/** The category's label for a key; an unknown value is shown as it is (the build refuses it anyway). */
export function newsCategoryLabel(value: string): string {
  return isNewsCategory(value) ? NEWS_CATEGORIES[value].label : value;
}

/** Where the category pages live below the news overview. */
export const NEWS_CATEGORY_BASE_PATH = 'categorie';

/** Keywords and the card image of the news overview and category pages (posts bring their own). */
export const NEWS_KEYWORDS: string[] = ['AMN', 'nieuws', 'achtergronden', 'toetsen', 'onderwijs', 'werk'];
export const NEWS_IMAGE = '/img/news/social/nieuws.png';
