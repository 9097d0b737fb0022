/**
 * What the content crawl holds the built site to (issue #11), in one place.
 * Word counts are of a page's main content: the page header and text, not menus,
 * breadcrumbs, sidebars or the footer.
 */
export const CONTENT_RULES = {
  /** Product pages: what it is for, what it measures, how it is taken, how results come back. */
  productPage: {
    minWords: 250,
    paths: [
      '/onderwijs/aansluiting-po-vo',
      '/onderwijs/doorstroomtoets',
      '/onderwijs/talentscan-vo',
      '/onderwijs/lob-loopbaanleren',
      '/onderwijs/talentscan-mbo',
      '/onderwijs/beroepsbeeldtests-mbo',
      '/onderwijs/leergang-studiecoach',
      '/werken-en-loopbaan/talentscan-hrm',
      '/werken-en-loopbaan/taal-rekentoetsen',
      '/werken-en-loopbaan/jobtender',
    ],
  },
  /** Section pages: an introduction and tiles or cards that lead to their products. */
  sectionPage: {
    minWords: 150,
    paths: [
      '/onderwijs',
      '/werken-en-loopbaan',
      '/basisonderwijs',
      '/voortgezet-onderwijs',
      '/middelbaar-beroepsonderwijs',
      '/alle-producten',
      '/trainingen/aanbod',
      '/presentaties',
      '/over-amn',
      '/over-amn/vacatures',
      '/help',
      '/help/downloads',
    ],
  },
  /** Every PDF a page links is a real document. */
  linkedPdf: { minWords: 120 },
  /**
   * The site's forms, each reachable from / in at most this many clicks. The short pre-registration
   * (/formulier/doorstroomtoets-vooraanmelding) is left out: it stays at its address for links
   * already shared, but no page offers it beside the round's own pre-registration.
   */
  forms: {
    maxClicks: 3,
    paths: [
      '/contactformulier',
      '/formulier/nieuwsbrief',
      '/trainingen/aanmelden',
      '/formulier/aanmelden-po',
      '/formulier/doorstroomtoets-2027/vooraanmelding',
      '/formulier/doorstroomtoets-2027/aanmelding',
      '/help/aanvraag',
    ],
  },
  /** Text that says a page is unfinished, in Dutch, Romanian or English. */
  placeholders: [
    /\blorem\b/i,
    /\bipsum dolor\b/i,
    /\b(volgt|volgen)\s+(binnenkort|later|nog|hier)\b/i,
    /\bbinnenkort (meer|beschikbaar)\b/i,
    /\bwordt (nog )?aangevuld\b/i,
    /\bin (op)?bouw\b/i,
    /\bcoming soon\b/i,
    /\bto be (announced|written|done)\b/i,
    /\bin curând\b/i,
    /\b(TODO|TBD|FIXME|XXX)\b/,
    /\bplaceholder\b/i,
  ],
  /**
   * Pages the crawl leaves out of the metadata and sitemap rules: the not-found page, the thank-you
   * page of the forms and the school's own page (noindex; linked from a closed round's notice).
   */
  notIndexed: ['/404', '/formulier/bedankt', '/formulier/mijn-aanmelding'],
} as const;
