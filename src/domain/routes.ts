/**
 * The site's pages that code links to: the server (answers, static serving), the mails and the
 * components take their paths from here. Docusaurus routes a page by its file under src/pages (or
 * a plugin's route), so a renamed file must change this table too; the browser tests check every
 * path here against the build.
 */
export const PAGE_ROUTES = {
  /** A registration's own page, opened with a personal link (`?token=`). */
  myRegistration: '/formulier/mijn-aanmelding',
  /** Where a registration's 307 answer sends the browser. */
  thankYou: '/formulier/bedankt',
  newsletterSignUp: '/formulier/nieuwsbrief',
  /** The confirmation mail's link (`?token=`). */
  newsletterConfirm: '/nieuwsbrief/bevestigen',
  /** The unsubscribe link of every newsletter mail (`?token=`). */
  newsletterManage: '/nieuwsbrief/afmelden',
  primarySignUp: '/formulier/aanmelden-po',
  preRegistration: '/formulier/doorstroomtoets-vooraanmelding',
  trainingSignUp: '/trainingen/aanmelden',
  helpRequest: '/help/aanvraag',
  schoolFinder: '/help/school-zoeken',
  /** The staff workspace (and its enrolment link, `?instellen=`). */
  staff: '/beheer',
  search: '/zoeken',
} as const;

export type PageRoute = (typeof PAGE_ROUTES)[keyof typeof PAGE_ROUTES];

/** The pages of a round's Doorstroomtoets registration (made by plugins/registration-rounds from the round's year). */
export function doorstroomtoetsRoutes<Y extends number>(year: Y) {
  return {
    pre: `/formulier/doorstroomtoets-${year}/vooraanmelding`,
    final: `/formulier/doorstroomtoets-${year}/aanmelding`,
  } as const;
}

/** The file under src/pages a route is built from (for the build's configuration). */
export const pageFile = (route: PageRoute, extension: 'tsx' | 'mdx'): string => `${route.slice(1)}.${extension}`;
