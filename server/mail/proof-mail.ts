import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../../src/data/site';
import { localize, type Locale } from '../../src/domain/locale';
import { definitionOf, isRegistrationType, type StoredType } from '../../src/domain/forms';
import { PROJECT_ROOT } from '../project-root';
import { LOGO_CID, mailHtml, mailText, type MailContent } from './html';
import { MAIL_WORDS } from './mail-texts';
import type { RenderedMail } from './compose';

/** What a proof mail may name: our own words for the form, and the school only as DUO names it. */
export type ProofMailInput = {
  template: 'mailbox-proof' | 'claim-proof';
  locale: Locale;
  type: StoredType;
  /** The school's name from the school index; null for a school typed by hand (never its typed name). */
  school: string | null;
  /** The proof link's page (`…/formulier/adres-bevestigen?token=…`). */
  url: string;
  helpdeskEmail?: string;
};

type ProofWords = {
  subject: string;
  registration: (school: string | null) => string;
  form: (label: string) => string;
  claim: (school: string | null, label: string) => string;
  wasItYou: string;
  afterRegistration: string;
  afterForm: string;
  afterClaim: string;
  button: string;
  notYou: string;
};

const WORDS: Record<Locale, ProofWords> = {
  nl: {
    subject: 'Bevestig uw e-mailadres',
    registration: (school) =>
      `Er is een aanmelding voor ${school ?? 'een school'} gedaan met dit e-mailadres als contactpersoon.`,
    form: (label) => `Er is op de website van AMN een formulier verstuurd met dit e-mailadres: ${label}.`,
    claim: (school, label) =>
      `Met dit e-mailadres is gevraagd om de aanmelding van ${school ?? 'een school'} over te nemen (${label}).`,
    wasItYou: 'Was u dat? Bevestig dan uw e-mailadres met de knop hieronder.',
    afterRegistration: 'Daarna sturen we u de bevestiging van de aanmelding, met uw persoonlijke link.',
    afterForm: 'Daarna sturen we u de bevestiging van wat u verstuurde.',
    afterClaim: 'Daarna gaat uw verzoek naar de helpdesk, of staat de aanmelding op naam van uw school als uw adres bij de school hoort.',
    button: 'Bevestig het adres',
    notYou:
      'Was u het niet? Dan hoeft u niets te doen. Zonder bevestiging sturen we hierover geen andere e-mail naar dit adres.',
  },
  ro: {
    subject: 'Confirmați adresa de e-mail',
    registration: (school) =>
      `Cineva a înscris ${school ?? 'o școală'} și a dat această adresă de e-mail ca persoană de contact.`,
    form: (label) => `Pe site-ul AMN a fost trimis un formular cu această adresă de e-mail: ${label}.`,
    claim: (school, label) =>
      `De la această adresă de e-mail s-a cerut preluarea înscrierii pentru ${school ?? 'o școală'} (${label}).`,
    wasItYou: 'Ați fost dumneavoastră? Atunci confirmați adresa de e-mail cu butonul de mai jos.',
    afterRegistration: 'După aceea vă trimitem confirmarea înscrierii, cu linkul dumneavoastră personal.',
    afterForm: 'După aceea vă trimitem confirmarea a ceea ce ați trimis.',
    afterClaim:
      'După aceea cererea ajunge la helpdesk sau, dacă adresa aparține școlii, înscrierea trece pe numele școlii dumneavoastră.',
    button: 'Confirmați adresa',
    notYou:
      'Nu ați fost dumneavoastră? Atunci nu trebuie să faceți nimic. Fără confirmare nu trimitem niciun alt e-mail despre acest lucru la această adresă.',
  },
};

const LOGO = fs.readFileSync(path.join(PROJECT_ROOT, 'server', 'mail', 'assets', 'logo.png'));

/**
 * The one mail an address nobody has proven gets per submission: who asked is unknown, so it
 * carries nothing a visitor typed — no name, no message, no school name typed by hand — only our
 * words, the school as DUO names it, and the button that proves the mailbox.
 */
export function renderProofMail(input: ProofMailInput): RenderedMail {
  const words = MAIL_WORDS[input.locale];
  const texts = WORDS[input.locale];
  const label = localize(definitionOf(input.type).label, input.locale);
  const [what, after] =
    input.template === 'claim-proof'
      ? [texts.claim(input.school, label), texts.afterClaim]
      : isRegistrationType(input.type)
        ? [texts.registration(input.school), texts.afterRegistration]
        : [texts.form(label), texts.afterForm];
  const content: MailContent = {
    locale: input.locale,
    heading: texts.subject,
    greeting: words.greeting(null),
    paragraphs: [what],
    link: { intro: `${texts.wasItYou} ${after}`, label: texts.button, url: input.url },
    summaryIntro: '',
    summary: [],
    closing: [texts.notYou, '', words.regards, SITE.name],
    contact: { email: words.helpdeskEmail, phone: words.phone },
    footer: words.footer,
  };
  return {
    subject: texts.subject,
    text: mailText(content),
    html: mailHtml(content),
    replyTo: input.helpdeskEmail ?? SITE.helpdeskEmail,
    attachments: [{ filename: 'amn-logo.png', content: LOGO, contentType: 'image/png', cid: LOGO_CID }],
  };
}
