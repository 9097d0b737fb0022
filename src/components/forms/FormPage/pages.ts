import { translate } from '@docusaurus/Translate';

/** What a form page written in TSX says about itself: its header, metadata and whether it is indexed. */
export type FormPageTexts = {
  title: string;
  description: string;
  /** Search-engine keywords and the card image shared links show (as content pages have in front matter). */
  keywords: string[];
  image: string;
  introduction?: string;
  /** Keep the page out of search engines (pages behind personal links, the thank-you page). */
  noIndex?: boolean;
};

/**
 * The form pages written in TSX, each in one place. Functions, so that the texts are translated
 * when the page renders, in the build of its locale.
 */
export const FORM_PAGES = {
  helpRequest: (): FormPageTexts => ({
    keywords: ['AMN', 'helpdesk', 'aanvraag', 'storing', 'vraag'],
    image: '/img/content/help/social/helpdesk.png',
    title: translate({ id: 'helpdeskRequest.title', message: 'Helpdeskaanvraag' }),
    description: translate({
      id: 'helpdeskRequest.description',
      message: 'Stel de helpdesk van AMN een vraag of meld een storing.',
    }),
    introduction: translate({
      id: 'helpdeskRequest.introduction',
      message:
        'Beschrijf uw vraag of probleem zo precies mogelijk. Noem de stappen waarmee we het probleem kunnen zien; dan helpen we u het snelst.',
    }),
  }),
  schoolLookup: (): FormPageTexts => ({
    keywords: ['AMN', 'school zoeken', 'BRIN', 'postcode', 'DUO'],
    image: '/img/content/help/social/helpdesk.png',
    title: translate({ id: 'schoolLookup.title', message: 'Zoek uw school' }),
    description: translate({
      id: 'schoolLookup.description',
      message: 'Zoek uw school op naam, postcode of BRIN-nummer en bekijk de gegevens waarmee u zich aanmeldt.',
    }),
    introduction: translate({
      id: 'schoolLookup.introduction',
      message:
        'Zoek uw school op naam, postcode of BRIN-nummer. U ziet dan het BRIN- en vestigingsnummer waarmee uw school bij ons bekend is.',
    }),
  }),
  trainingSignUp: (): FormPageTexts => ({
    keywords: ['AMN', 'training', 'aanmelden', 'interpretatietraining', 'casusbespreking'],
    image: '/img/content/trainingen/social/trainingen.png',
    title: translate({ id: 'trainingSignUp.title', message: 'Aanmelden voor een training' }),
    description: translate({
      id: 'trainingSignUp.description',
      message: 'Meld u of uw team aan voor een training van AMN.',
    }),
    introduction: translate({
      id: 'trainingSignUp.introduction',
      message:
        'Kies de training en de datum, vul uw gegevens in en verstuur het formulier. U ontvangt een bevestiging per e-mail en een week voor de training het programma; tot dan kunt u zich aanmelden.',
    }),
  }),
  // Behind personal links: not for search engines.
  myRegistration: (): FormPageTexts => ({
    noIndex: true,
    keywords: ['AMN', 'aanmelding', 'wijzigen'],
    image: '/img/icons/school.svg',
    title: translate({ id: 'myRegistration.title', message: 'Mijn aanmelding' }),
    description: translate({
      id: 'myRegistration.description',
      message: 'Bekijk de aanmelding van uw school, wijzig hem of trek hem in.',
    }),
  }),
  newsletterManage: (): FormPageTexts => ({
    noIndex: true,
    keywords: ['AMN', 'nieuwsbrief', 'afmelden'],
    image: '/img/icons/nieuws.svg',
    title: translate({ id: 'newsletter.manage.title', message: 'Afmelden voor de nieuwsbrief' }),
    description: translate({
      id: 'newsletter.manage.description',
      message: 'Meld u af voor de nieuwsbrief van AMN of kies andere onderwerpen.',
    }),
  }),
  newsletterTopics: (): FormPageTexts => ({
    noIndex: true,
    keywords: ['AMN', 'nieuwsbrief', 'onderwerpen'],
    image: '/img/icons/nieuws.svg',
    title: translate({ id: 'newsletter.topics.title', message: 'Uw onderwerpen' }),
    description: translate({
      id: 'newsletter.topics.description',
      message: 'Kies de onderwerpen waarover u de nieuwsbrief van AMN ontvangt.',
    }),
  }),
  mailboxConfirm: (): FormPageTexts => ({
    noIndex: true,
    keywords: ['AMN', 'e-mailadres', 'bevestigen'],
    image: '/img/icons/nieuws.svg',
    title: translate({ id: 'mailboxProof.title', message: 'Uw e-mailadres bevestigen' }),
    description: translate({
      id: 'mailboxProof.description',
      message: 'Bevestig dat dit uw e-mailadres is; daarna ontvangt u de bevestiging van wat u verstuurde.',
    }),
  }),
  newsletterConfirm: (): FormPageTexts => ({
    noIndex: true,
    keywords: ['AMN', 'nieuwsbrief'],
    image: '/img/icons/nieuws.svg',
    title: translate({ id: 'newsletter.confirm.title', message: 'Aanmelding voor de nieuwsbrief bevestigen' }),
    description: translate({
      id: 'newsletter.confirm.description',
      message: 'Bevestig uw aanmelding voor de nieuwsbrief van AMN.',
    }),
  }),
};
