import { internationalPhone } from '../../src/data/phone';
import { SITE } from '../../src/data/site';
import type { Locale } from '../../src/domain/locale';

export { internationalPhone };

/** The fixed texts of the mails, per language: Dutch says u, Romanian dumneavoastră. */
export type MailWords = {
  greeting: (name: string | null) => string;
  received: string;
  personalLink: string;
  linkButton: string;
  wrong: (email: string, phone: string) => string;
  regards: string;
  calendarNote: string;
  phone: string;
  footer: string;
  newsletter: {
    confirmSubject: string;
    confirmText: string;
    confirmButton: string;
    notYou: string;
    welcomeSubject: string;
    welcomeText: string;
    topicsSubject: string;
    topicsText: string;
    manageIntro: string;
    manageButton: string;
    topicsIntro: string;
  };
};

export const MAIL_WORDS: Record<Locale, MailWords> = {
  nl: {
    greeting: (name) => (name ? `Beste ${name},` : 'Geachte heer, mevrouw,'),
    received: 'Dit hebben we van u ontvangen:',
    personalLink: 'Rond de aanmelding af via deze persoonlijke link (stuur hem niet door buiten uw school):',
    linkButton: 'Rond de aanmelding af',
    wrong: (email, phone) => `Klopt er iets niet? Mail dan naar ${email} of bel ${phone}.`,
    regards: 'Met vriendelijke groet,',
    calendarNote: 'In de bijlage staat de eerste afnamedag als afspraak voor uw agenda.',
    phone: SITE.helpdeskPhone,
    footer: `${SITE.name} · ${SITE.address.street} · ${SITE.address.postcode} ${SITE.address.city}`,
    newsletter: {
      confirmSubject: 'Bevestig uw aanmelding voor de nieuwsbrief van AMN',
      confirmText:
        'U heeft zich aangemeld voor de nieuwsbrief van AMN. Bevestig met de knop hieronder dat dit uw e-mailadres is; de link werkt zeven dagen.',
      confirmButton: 'Bevestig mijn aanmelding',
      notYou: 'Heeft u zich niet aangemeld? Dan hoeft u niets te doen: zonder bevestiging ontvangt u niets van ons.',
      welcomeSubject: 'Welkom bij de nieuwsbrief van AMN',
      welcomeText: 'Uw aanmelding is bevestigd. U ontvangt de nieuwsbrief voortaan over de onderwerpen hieronder.',
      topicsSubject: 'Andere onderwerpen voor uw nieuwsbrief van AMN',
      topicsText:
        'U bent al aangemeld voor de nieuwsbrief en vroeg om andere onderwerpen. Kies ze op de pagina achter de knop hieronder.',
      manageIntro: 'Wilt u de nieuwsbrief niet meer ontvangen of andere onderwerpen kiezen?',
      manageButton: 'Afmelden of onderwerpen wijzigen',
      topicsIntro: 'Uw onderwerpen:',
    },
  },
  ro: {
    greeting: (name) => (name ? `Bună ziua, ${name},` : 'Stimată doamnă, stimate domn,'),
    received: 'Iată ce am primit de la dumneavoastră:',
    personalLink: 'Finalizați înscrierea prin acest link personal (nu îl trimiteți în afara școlii dumneavoastră):',
    linkButton: 'Finalizați înscrierea',
    wrong: (email, phone) => `Ceva nu este corect? Scrieți-ne la ${email} sau sunați-ne la ${phone}.`,
    regards: 'Cu stimă,',
    calendarNote: 'În atașament găsiți prima zi de testare ca eveniment pentru calendarul dumneavoastră.',
    phone: internationalPhone(SITE.helpdeskPhone),
    footer: `${SITE.name} · ${SITE.address.street} · ${SITE.address.postcode} ${SITE.address.city}, Țările de Jos`,
    newsletter: {
      confirmSubject: 'Confirmați abonarea la newsletterul AMN',
      confirmText:
        'V-ați abonat la newsletterul AMN. Confirmați prin butonul de mai jos că aceasta este adresa dumneavoastră de e-mail; linkul este valabil șapte zile.',
      confirmButton: 'Confirm abonarea',
      notYou:
        'Nu v-ați abonat dumneavoastră? Nu trebuie să faceți nimic: fără confirmare nu veți primi nimic de la noi.',
      welcomeSubject: 'Bun venit la newsletterul AMN',
      welcomeText:
        'Abonarea dumneavoastră este confirmată. De acum veți primi newsletterul despre subiectele de mai jos.',
      topicsSubject: 'Alte subiecte pentru newsletterul AMN',
      topicsText:
        'Sunteți deja abonat la newsletter și ați cerut alte subiecte. Le puteți alege pe pagina deschisă de butonul de mai jos.',
      manageIntro: 'Nu mai doriți să primiți newsletterul sau doriți alte subiecte?',
      manageButton: 'Dezabonare sau alte subiecte',
      topicsIntro: 'Subiectele dumneavoastră:',
    },
  },
};
