import { SITE } from '../../src/data/site';
import { ROMANIAN_CONTACT } from '../../src/data/romanianOffice';
import type { Locale } from '../../src/domain/locale';

/** The fixed texts of the mails, per language: Dutch says u, Romanian dumneavoastră. */
export type MailWords = {
  greeting: (name: string | null) => string;
  received: string;
  /** The line with a registration's Kenmerk: what to name when calling or mailing about it. */
  kenmerk: (kenmerk: string) => string;
  /** Before the short address under a button (the button's link, without its token). */
  orOpen: string;
  linkButton: string;
  wrong: (email: string, phone: string) => string;
  regards: string;
  /** The calendar file's first test days: one, or several (a day per product). */
  calendarNote: (days: number) => string;
  /** A registration's confirmation sent again by the helpdesk: the earlier links were ended. */
  resentLinks: string;
  /** Where the reader's questions go: the Dutch helpdesk, or for Romanian readers the Romanian contact. */
  phone: string;
  helpdeskEmail: string;
  footer: string;
  /**
   * A registration's own page and what happens to it. A subject says what happened; the school and
   * the Kenmerk follow it (subjectLine).
   */
  registration: {
    pageIntro: string;
    pageButton: string;
    finishIntro: string;
    linkSubject: string;
    linkText: string;
    /**
     * Who did it: a person's or the helpdesk's name, or null when the reader did it themselves (a
     * mail never names its reader in the third person).
     */
    changedSubject: string;
    changedText: (who: string | null) => string;
    changesIntro: string;
    withdrawnSubject: string;
    withdrawnText: (who: string | null) => string;
    /** Only when the withdrawal cancels first test days in the reader's calendar: one, or several. */
    withdrawnCalendar: (days: number) => string;
    againIntro: string;
    againButton: string;
    /** When the round's form no longer takes registrations. */
    againHelpdesk: (email: string, phone: string) => string;
    removedSubject: string;
    removedText: (who: string | null) => string;
    /** To a contact added during a change: the whole registration, their role and their own link. */
    addedSubject: string;
    addedText: (who: string | null) => string;
    /** The products they are contact for, in words ('Proeftoets 2027 en Aansluiting PO-VO 2027'). */
    addedRole: (products: string) => string;
    addedIntro: string;
    byHelpdesk: string;
    /** To the registered contacts: someone asked the helpdesk to take the registration over. */
    claimSubject: string;
    claimText: string;
  };
  newsletter: {
    confirmSubject: string;
    confirmText: string;
    confirmButton: string;
    notYou: string;
    welcomeSubject: string;
    welcomeText: string;
    topicsSubject: string;
    topicsText: string;
    /** The topics mail may come from a stranger's sign-up: nothing changes unless the reader saves. */
    topicsNotYou: string;
    manageIntro: string;
    manageButton: string;
    topicsIntro: string;
  };
};

export const MAIL_WORDS: Record<Locale, MailWords> = {
  nl: {
    greeting: (name) => (name ? `Beste ${name},` : 'Geachte heer, mevrouw,'),
    received: 'Dit hebben we van u ontvangen:',
    kenmerk: (kenmerk) => `Uw kenmerk is ${kenmerk}. Noem het als u ons belt of mailt.`,
    orOpen: 'Of open:',
    linkButton: 'Rond de aanmelding af',
    wrong: (email, phone) => `Klopt er iets niet? Mail dan naar ${email} of bel ${phone}.`,
    regards: 'Met vriendelijke groet,',
    calendarNote: (days) =>
      days > 1
        ? 'In de bijlage staan de eerste afnamedagen als afspraken voor uw agenda.'
        : 'In de bijlage staat de eerste afnamedag als afspraak voor uw agenda.',
    resentLinks:
      'De helpdesk stuurt u deze bevestiging opnieuw, met een nieuwe persoonlijke link. De links in eerdere e-mails over deze aanmelding werken niet meer: gebruik voortaan de link in deze e-mail.',
    phone: SITE.helpdeskPhone,
    helpdeskEmail: SITE.helpdeskEmail,
    footer: `${SITE.name} · ${SITE.address.street} · ${SITE.address.postcode} ${SITE.address.city}`,
    registration: {
      pageIntro:
        'Op uw eigen pagina ziet u de aanmelding zoals wij die hebben. Daar kunt u hem ook wijzigen of intrekken. De link is persoonlijk: stuur hem niet door buiten uw school.',
      pageButton: 'Bekijk uw aanmelding',
      finishIntro:
        'Rond de aanmelding af via uw eigen pagina. De link is persoonlijk: stuur hem niet door buiten uw school.',
      linkSubject: 'Uw persoonlijke link naar de aanmelding',
      linkText:
        'Hierbij de link naar de eigen pagina van uw aanmelding, zoals gevraagd. Heeft u er niet om gevraagd? Dan kunt u deze e-mail laten liggen: de link werkt alleen voor u.',
      changedSubject: 'Aanmelding gewijzigd',
      changedText: (who) => (who ? `${who} heeft de aanmelding gewijzigd.` : 'U heeft de aanmelding gewijzigd.'),
      changesIntro: 'Dit is er veranderd:',
      withdrawnSubject: 'Aanmelding ingetrokken',
      withdrawnText: (who) =>
        `${who ? `${who} heeft` : 'U heeft'} de aanmelding ingetrokken. De school is nu niet meer aangemeld.`,
      withdrawnCalendar: (days) =>
        days > 1
          ? 'In de bijlage staan de afzeggingen van de eerste afnamedagen: zo verdwijnen ze uit uw agenda.'
          : 'In de bijlage staat de afzegging van de eerste afnamedag: zo verdwijnt hij uit uw agenda.',
      againIntro: 'Wilt u de school toch aanmelden? Dat kan opnieuw met het aanmeldformulier.',
      againButton: 'Opnieuw aanmelden',
      againHelpdesk: (email, phone) =>
        `Wilt u de school toch aanmelden? Het aanmeldformulier is gesloten. Mail dan naar ${email} of bel ${phone}.`,
      removedSubject: 'U bent geen contactpersoon meer voor de aanmelding',
      removedText: (who) =>
        `${who ? `${who} heeft u` : 'U heeft uzelf'} als contactpersoon van deze aanmelding verwijderd. Uw persoonlijke link werkt daarom niet meer.`,
      addedSubject: 'U bent contactpersoon voor de aanmelding',
      addedText: (who) =>
        who
          ? `${who} heeft u toegevoegd als contactpersoon voor de aanmelding van uw school.`
          : 'U bent toegevoegd als contactpersoon voor de aanmelding van uw school.',
      addedRole: (products) => `U bent contactpersoon voor ${products}.`,
      addedIntro: 'Dit is de aanmelding zoals wij die hebben:',
      byHelpdesk: 'De helpdesk van AMN',
      claimSubject: 'Iemand vraagt de aanmelding over',
      claimText:
        'Iemand heeft de helpdesk gevraagd deze aanmelding over te nemen, omdat die niet door de school zelf zou zijn gedaan. Er verandert nog niets: de helpdesk bekijkt het verzoek en neemt zo nodig contact met u op. Heeft u de school zelf aangemeld, dan hoeft u niets te doen.',
    },
    newsletter: {
      confirmSubject: 'Bevestig uw aanmelding voor de nieuwsbrief van AMN',
      confirmText:
        'U heeft zich aangemeld voor de nieuwsbrief van AMN. Bevestig met de knop hieronder dat dit uw e-mailadres is; de link werkt zeven dagen.',
      confirmButton: 'Bevestig mijn aanmelding',
      notYou: 'Heeft u zich niet aangemeld? Dan hoeft u niets te doen: zonder bevestiging ontvangt u niets van ons.',
      welcomeSubject: 'Welkom bij de nieuwsbrief van AMN',
      welcomeText: 'Uw aanmelding is bevestigd. U ontvangt de nieuwsbrief voortaan over de onderwerpen hieronder.',
      topicsSubject: 'Uw onderwerpen voor de nieuwsbrief van AMN',
      topicsText:
        'U bent al aangemeld voor de nieuwsbrief en meldde u opnieuw aan, met de onderwerpen hieronder. Op de pagina achter de knop staan ze aangevinkt: pas ze aan als u wilt en sla ze op.',
      topicsNotYou:
        'Heeft u zich niet opnieuw aangemeld? Dan hoeft u niets te doen: zolang u niets opslaat, blijven uw onderwerpen zoals ze waren.',
      manageIntro: 'Wilt u andere onderwerpen kiezen of de nieuwsbrief niet meer ontvangen?',
      manageButton: 'Onderwerpen wijzigen of afmelden',
      topicsIntro: 'Uw onderwerpen:',
    },
  },
  ro: {
    // As the Dutch mails do, by the first name given; the formal "Bună ziua" keeps it polite.
    greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
    received: 'Iată ce am primit de la dumneavoastră:',
    kenmerk: (kenmerk) =>
      `Numărul de referință este ${kenmerk}. Vă rugăm să îl menționați când ne sunați sau ne scrieți.`,
    orOpen: 'Sau deschideți:',
    linkButton: 'Finalizați înscrierea',
    wrong: (email, phone) => `Ceva nu este corect? Scrieți-ne la ${email} sau sunați-ne la ${phone}.`,
    regards: 'Cu stimă,',
    calendarNote: (days) =>
      days > 1
        ? 'În atașament găsiți primele zile de testare ca evenimente pentru calendarul dumneavoastră.'
        : 'În atașament găsiți prima zi de testare ca eveniment pentru calendarul dumneavoastră.',
    resentLinks:
      'Helpdeskul vă retrimite această confirmare, cu un link personal nou. Linkurile din e-mailurile anterioare despre această înscriere nu mai funcționează: folosiți de acum linkul din acest e-mail.',
    phone: ROMANIAN_CONTACT.helpdesk.phone,
    helpdeskEmail: ROMANIAN_CONTACT.helpdesk.email,
    footer: `${SITE.name} · ${ROMANIAN_CONTACT.address.street} · ${ROMANIAN_CONTACT.address.postcode} ${ROMANIAN_CONTACT.address.city}, ${ROMANIAN_CONTACT.address.country}`,
    registration: {
      pageIntro:
        'Pe pagina dumneavoastră vedeți înscrierea așa cum o avem noi. Tot acolo o puteți modifica sau retrage. Linkul este personal: nu îl trimiteți în afara școlii dumneavoastră.',
      pageButton: 'Vedeți înscrierea',
      finishIntro:
        'Finalizați înscrierea pe pagina dumneavoastră. Linkul este personal: nu îl trimiteți în afara școlii dumneavoastră.',
      linkSubject: 'Linkul dumneavoastră personal către înscriere',
      linkText:
        'Vă trimitem, la cerere, linkul către pagina înscrierii dumneavoastră. Nu ați cerut acest link? Puteți ignora acest e-mail: linkul funcționează numai pentru dumneavoastră.',
      changedSubject: 'Înscriere modificată',
      changedText: (who) => (who ? `${who} a modificat înscrierea.` : 'Ați modificat înscrierea.'),
      changesIntro: 'Iată ce s-a schimbat:',
      withdrawnSubject: 'Înscriere retrasă',
      withdrawnText: (who) => `${who ? `${who} a retras` : 'Ați retras'} înscrierea. Școala nu mai este înscrisă.`,
      withdrawnCalendar: (days) =>
        days > 1
          ? 'În atașament găsiți anularea primelor zile de testare: astfel dispar din calendarul dumneavoastră.'
          : 'În atașament găsiți anularea primei zile de testare: astfel dispare din calendarul dumneavoastră.',
      againIntro: 'Doriți totuși să înscrieți școala? O puteți face din nou cu formularul de înscriere.',
      againButton: 'Înscrieți din nou',
      againHelpdesk: (email, phone) =>
        `Doriți totuși să înscrieți școala? Formularul de înscriere este închis. Scrieți-ne la ${email} sau sunați-ne la ${phone}.`,
      removedSubject: 'Nu mai sunteți persoană de contact pentru înscriere',
      removedText: (who) =>
        `${who ? `${who} v-a scos` : 'V-ați scos'} dintre persoanele de contact ale acestei înscrieri. De aceea, linkul dumneavoastră personal nu mai funcționează.`,
      addedSubject: 'Sunteți persoană de contact pentru înscriere',
      addedText: (who) =>
        who
          ? `${who} v-a adăugat ca persoană de contact pentru înscrierea școlii dumneavoastră.`
          : 'Ați fost adăugat ca persoană de contact pentru înscrierea școlii dumneavoastră.',
      addedRole: (products) => `Sunteți persoana de contact pentru ${products}.`,
      addedIntro: 'Iată înscrierea așa cum o avem noi:',
      byHelpdesk: 'Helpdeskul AMN',
      claimSubject: 'Cineva solicită preluarea înscrierii',
      claimText:
        'Cineva a cerut helpdeskului să preia această înscriere, deoarece nu ar fi fost făcută de școala însăși. Deocamdată nu se schimbă nimic: helpdeskul analizează cererea și vă contactează dacă este nevoie. Dacă ați înscris chiar dumneavoastră școala, nu trebuie să faceți nimic.',
    },
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
      topicsSubject: 'Subiectele dumneavoastră pentru newsletterul AMN',
      topicsText:
        'Sunteți deja abonat la newsletter și v-ați abonat din nou, cu subiectele de mai jos. Pe pagina deschisă de butonul de mai jos ele sunt bifate: modificați-le dacă doriți și salvați-le.',
      topicsNotYou:
        'Nu v-ați abonat din nou dumneavoastră? Nu trebuie să faceți nimic: cât timp nu salvați nimic, subiectele rămân cele de până acum.',
      manageIntro: 'Doriți alte subiecte sau nu mai doriți să primiți newsletterul?',
      manageButton: 'Alte subiecte sau dezabonare',
      topicsIntro: 'Subiectele dumneavoastră:',
    },
  },
};
