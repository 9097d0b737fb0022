/**
 * Every text of the staff workspace at /beheer, in Dutch: the workspace is for the helpdesk only and
 * has no Romanian (so not `translate()`, whose completeness test would ask for translations). The
 * server's Dutch export uses the same labels, so the screen and the spreadsheet say the same.
 */
import type { NotForBoard } from './staff';

/** The helpdesk's own handling of a submission ('Status'). */
export const HANDLING_LABELS: Record<string, string> = {
  nieuw: 'Nieuw',
  'in-behandeling': 'In behandeling',
  afgehandeld: 'Afgehandeld',
};
/** A registration's state as the school sees it on its page. */
export const REGISTRATION_LABELS: Record<string, string> = {
  ontvangen: 'Ontvangen',
  gewijzigd: 'Gewijzigd',
  ingetrokken: 'Ingetrokken',
};
/** A newsletter sign-up's consent. */
export const CONSENT_LABELS: Record<string, string> = {
  pending: 'Nog niet bevestigd',
  confirmed: 'Bevestigd',
  unsubscribed: 'Afgemeld',
};
export const MAIL_LABELS: Record<string, string> = {
  'in-wachtrij': 'In de wachtrij',
  verzonden: 'Verzonden',
  mislukt: 'Mislukt',
  vastgehouden: 'Vastgehouden',
};
export const TEMPLATE_LABELS: Record<string, string> = {
  confirmation: 'Bevestiging',
  'helpdesk-notice': 'Melding aan de helpdesk',
  'helpdesk-changed': 'Melding aan de helpdesk: gewijzigd',
  'helpdesk-withdrawn': 'Melding aan de helpdesk: ingetrokken',
  'helpdesk-confirmation-resent': 'Melding aan de helpdesk: bevestiging opnieuw verstuurd',
  'helpdesk-links-resent': 'Melding aan de helpdesk: links opnieuw verstuurd',
  'personal-link': 'Persoonlijke link',
  'registration-changed': 'Wijziging',
  'registration-withdrawn': 'Intrekking',
  'contact-removed': 'Niet langer contactpersoon',
  'contact-added': 'Toegevoegd als contactpersoon',
  'claim-made': 'Melding: aanmelding opgevraagd',
  'registration-moved': 'Aanmelding overgedragen',
  'claim-rejected': 'Verzoek tot overname afgewezen',
  'claim-receipt': 'Ontvangstbevestiging verzoek tot overname',
  'helpdesk-claim': 'Melding aan de helpdesk: verzoek tot overname',
  'claim-moved-away': 'Aanmelding overgedragen aan een ander',
  'claim-kept': 'Verzoek tot overname afgewezen: aanmelding blijft',
  'claim-move-undone': 'Overdracht teruggedraaid',
  'claim-reject-undone': 'Afwijzing teruggedraaid',
  'newsletter-confirm': 'Bevestigingslink nieuwsbrief',
  'mailbox-proof': 'Vraag om het e-mailadres te bevestigen',
  'claim-proof': 'Vraag om het adres te bevestigen (verzoek tot overname)',
  'newsletter-welcome': 'Welkom bij de nieuwsbrief',
  'newsletter-topics': 'Onderwerpen nieuwsbrief',
};
/** Why a cap holds a mail, as staff read it. */
export const HELD_REASON_LABELS: Record<string, string> = {
  'recipient-hour': 'Limiet per adres per uur bereikt',
  'recipient-day': 'Limiet per adres per dag bereikt',
  'global-hour': 'Limiet van alle mails per uur bereikt',
  'client-hour': 'Limiet per afzender (IP-adres) per uur bereikt',
  unproven: 'Wacht tot de ontvanger het e-mailadres bevestigt',
};
/** The list's orders ('Sorteren op'). */
export const SORT_LABELS: Record<string, string> = {
  ontvangen: 'Ontvangen (nieuwste eerst)',
  school: 'School of naam (A–Z)',
  formulier: 'Formulier',
  status: 'Status (nieuw eerst)',
};

/** The export's own columns, beside the form's fields. */
export const EXPORT_COLUMNS = {
  kenmerk: 'Kenmerk',
  form: 'Formulier',
  received: 'Ontvangen',
  /** The newsletter sign-up's state, as the list's column shows it. */
  newsletter: 'Nieuwsbrief',
  registrationState: 'Status aanmelding',
  changes: 'Wijzigingen',
  status: 'Status',
  notes: 'Notities',
};

export const STAFF_TEXTS = {
  skipToContent: 'Naar de inhoud',
  message: 'Bericht',
  submission: 'Inzending',
  legend: 'Legenda',
  weekShort: 'wk',
  enrolment: {
    form: 'Tweede stap instellen',
    /** Before and after the address: "Stel de tweede stap in voor x@amn.nl: scan …". */
    introBefore: 'Stel de tweede stap in voor ',
    introAfter:
      ': scan deze QR-code met uw authenticator-app, of voer de sleutel hieronder in. Vul daarna uw wachtwoord in en de code die de app toont.',
    qr: 'QR-code voor de authenticator-app',
    key: 'Sleutel',
    password: 'Wachtwoord',
    code: 'Code uit uw authenticator-app',
    submit: 'Tweede stap instellen',
  },
  /**
   * 'Vertalingen', for the helpdesk: which Romanian texts are missing or behind, in plain words. No
   * file paths of Romanian files, no commands: the editors have `npm run translations` for those.
   */
  translations: {
    title: 'Vertalingen van de Roemeense site',
    intro:
      'Welke teksten op de Roemeense site nog ontbreken of achterlopen op de Nederlandse. De redactie vertaalt ze en werkt ze bij; u hoeft hier niets te doen. Krijgt u een vraag uit Roemenië over zo’n tekst, ga dan uit van de Nederlandse versie.',
    totals: (missing: number, outdated: number, current: number, madeAt: string) => {
      const texts = (n: number) => (n === 1 ? '1 tekst' : `${n} teksten`);
      const state =
        missing + outdated === 0
          ? current === 1
            ? 'De enige tekst op de Roemeense site is bij'
            : `Alle ${current} teksten op de Roemeense site zijn bij`
          : [
              missing > 0 && `${texts(missing)} ${missing === 1 ? 'heeft' : 'hebben'} nog geen Roemeense versie`,
              outdated > 0 && `${texts(outdated)} ${outdated === 1 ? 'loopt' : 'lopen'} in het Roemeens achter`,
              current > 0 && `${texts(current)} ${current === 1 ? 'is' : 'zijn'} bij`,
            ]
              .filter(Boolean)
              .join(', ');
      return `${state} (stand van ${madeAt}).`;
    },
    listTitle: 'Wat nog moet gebeuren',
    missing: 'Er is nog geen Roemeense versie.',
    unmarked:
      'Er is een Roemeense versie, maar de redactie moet nog vastleggen van welke Nederlandse tekst die een vertaling is.',
    changedOn: (day: string) => `De Nederlandse tekst is gewijzigd op ${day}; de Roemeense versie is van daarvoor.`,
    changed: 'De Nederlandse tekst is gewijzigd sinds de vertaling; de Roemeense versie loopt achter.',
    sourceGone: 'De Nederlandse tekst bestaat niet meer; de Roemeense versie moet worden aangepast of weg.',
    document: (address: string) => `Document ${address}`,
    page: (address: string) => `Pagina ${address}`,
  },
  workspaceName: 'AMN Beheer',
  pageDescription: 'De werkplek van de helpdesk van AMN.',
  signedInAs: 'Ingelogd als',
  logOut: 'Uitloggen',
  loggedOut: 'U bent uitgelogd',
  loggedOutText: 'Uw sessie is beëindigd. Log opnieuw in om verder te werken.',
  wait: 'Even geduld…',
  noConnection: 'Geen verbinding; probeer het opnieuw.',
  somethingWrong: 'Er ging iets mis; probeer het opnieuw.',
  login: {
    title: 'Inloggen voor medewerkers',
    intro: 'Log in met uw e-mailadres en wachtwoord. Daarna vraagt de werkplek de code uit uw authenticator-app.',
    email: 'E-mail',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    forgotten: 'Wachtwoord vergeten?',
    forgottenText:
      'Vraag de beheerder van deze werkplek (de collega die uw account heeft aangemaakt) om een nieuw wachtwoord. U krijgt het persoonlijk of per telefoon, nooit per e-mail; uw account en uw authenticator-app blijven zoals ze zijn.',
    codeTitle: 'Stap 2 van 2: de code uit uw authenticator-app',
    codeLabel: 'Code van 6 cijfers uit uw authenticator-app',
    codeHint:
      'Open de authenticator-app op uw telefoon (bijvoorbeeld Google Authenticator, Microsoft Authenticator of 1Password) en typ of plak de code die bij AMN staat. De code verandert elke 30 seconden.',
    codeLost: 'Telefoon kwijt of nieuwe telefoon? Vraag de beheerder om uw tweede stap opnieuw in te stellen.',
    again: 'Opnieuw inloggen',
  },
  list: {
    title: 'Inzendingen',
    search: 'Zoeken',
    searchHint: 'Kenmerk, naam, e-mail, telefoon, school, BRIN, plaats of postcode',
    form: 'Formulier',
    round: 'Ronde',
    from: 'Ontvangen vanaf',
    to: 'Ontvangen tot en met',
    status: 'Status',
    state: 'Aanmelding',
    consent: 'Toestemming nieuwsbrief',
    all: 'Alle',
    sort: 'Sorteren op',
    filter: 'Filteren',
    clear: 'Filters wissen',
    exportExcel: 'Exporteer voor Excel',
    exportCsv: 'Exporteer CSV (voor scripts)',
    exportJson: 'Exporteer JSON',
    none: 'Geen inzendingen gevonden met deze filters.',
    more: 'Volgende inzendingen laden',
    caption: (sort: string) => `Inzendingen, gesorteerd op ${sort.toLowerCase()}`,
    received: 'Ontvangen',
    titleColumn: 'School of naam',
    kenmerk: 'Kenmerk',
    registration: 'Aanmelding',
    consentColumn: 'Nieuwsbrief',
    select: 'Selecteren',
    selectRow: (title: string) => `Selecteer ${title}`,
    selectAll: 'Alle getoonde rijen selecteren',
    selected: (count: number) => (count === 1 ? '1 rij geselecteerd' : `${count} rijen geselecteerd`),
    bulkForm: 'Geselecteerde rijen',
    bulkStatus: 'Nieuwe status voor de selectie',
    bulkApply: 'Status wijzigen',
    bulkMax: (max: number) => `U kunt tot ${max} rijen tegelijk selecteren.`,
    back: 'Terug naar de lijst',
  },
  detail: {
    status: 'Status',
    saved: 'Opgeslagen.',
    registration: 'Aanmelding',
    filledIn: 'Ingevuld',
    fieldsCaption: 'Alle velden met de labels van het formulier',
    forSchool: 'Voor de school',
    resend: 'Bevestiging opnieuw sturen',
    resendHint:
      'de contactpersonen krijgen de bevestiging opnieuw, met een nieuwe persoonlijke link. De links uit eerdere e-mails werken daarna niet meer.',
    /** The answer after pressing it: what the school will notice. */
    resent:
      'De bevestiging wordt opnieuw verstuurd, met nieuwe persoonlijke links. De links uit eerdere e-mails werken niet meer; de mail zegt dat ook tegen de school.',
    links: 'Links opnieuw sturen',
    linksHint: 'de contactpersonen krijgen hun persoonlijke link nog een keer. Eerdere links blijven werken.',
    change: 'Aanmelding wijzigen',
    mails: 'Mails',
    mailsCaption: 'De mails van deze inzending',
    mailTime: 'Tijd',
    mailTo: 'Aan',
    mailKind: 'Soort',
    mailState: 'Status',
    mailAttempts: 'Pogingen',
    mailReason: 'Reden',
    mailRead: 'Lezen',
    mailReadLabel: (kind: string, at: string) => `${kind} van ${at} lezen`,
    noMails: 'Voor deze inzending zijn geen mails verstuurd.',
    changes: 'Wijzigingen',
    /** One line of a record's history: who acted, and whether they changed or withdrew it. */
    versionActor: (actor: string) => actor.replace(/^staff:/, 'helpdesk: '),
    versionKind: (withdrawn: boolean) => (withdrawn ? 'ingetrokken' : 'gewijzigd'),
    notes: 'Notities',
    noNotes: 'Nog geen notities.',
    note: 'Notitie',
    addNote: 'Notitie toevoegen',
    loading: 'Laden…',
    schoolLocked:
      'De school van een aanmelding is niet te wijzigen. Gaat het om een andere school, dan meldt die school zich zelf aan via het aanmeldformulier.',
  },
  mail: {
    title: 'Mail',
    rebuilt: 'Opnieuw opgebouwd',
    rebuiltText:
      'Deze mail is opnieuw opgebouwd uit het sjabloon en de gegevens van nu; persoonlijke links zijn verborgen.',
    subject: 'Onderwerp',
    to: 'Aan',
    sentAt: 'Verstuurd',
    queuedAt: 'In de wachtrij sinds',
    html: 'Zoals de ontvanger de mail ziet',
    text: 'Tekstversie',
    close: 'Mail sluiten',
    cannot: 'Deze mail kan niet opnieuw worden opgebouwd:',
  },
  held: {
    title: 'Vastgehouden mails',
    intro: 'Mails boven de limiet per adres of per uur worden niet verstuurd maar vastgehouden tot iemand beslist.',
    none: 'Er zijn geen vastgehouden mails.',
    caption: 'Vastgehouden mails, oudste eerst',
    heldAt: 'Vastgehouden op',
    to: 'Aan',
    kind: 'Soort',
    otherKind: 'Bericht',
    reason: 'Reden',
    action: 'Actie',
    send: 'Versturen',
    sendLabel: (kind: string, to: string) => `${kind} aan ${to} toch versturen`,
    drop: 'Verwijderen',
    dropLabel: (kind: string, to: string) => `${kind} aan ${to} verwijderen`,
    confirmDrop: (kind: string, to: string) => `${kind} aan ${to} verwijderen? De mail wordt dan nooit verstuurd.`,
    confirmYes: 'Ja, verwijderen',
    confirmNo: 'Annuleren',
  },
  failed: {
    title: 'Mislukte mails',
    none: 'Er zijn geen mislukte mails.',
    caption: 'Mails die na alle pogingen niet zijn aangekomen',
    failedAt: 'Mislukt op',
    to: 'Aan',
    form: 'Formulier',
    attempts: 'Pogingen',
    reason: 'Reden',
    action: 'Actie',
    retry: 'Opnieuw versturen',
  },
  trust: {
    toCheck: 'Te controleren',
    /** The list's filter of what needs the helpdesk's eye. */
    attention: 'Aandacht',
    attentionLabels: { 'te-controleren': 'Te controleren', conflict: 'Conflict' } as Record<string, string>,
    conflict: 'Conflict',
    title: 'Te controleren: is dit de school?',
    intro:
      'De contactpersonen mailen niet vanaf het domein van de school of een domein dat we voor haar bestuur kennen. De aanmelding is gewoon aangenomen. Bel de school bij twijfel via het nummer van DUO.',
    domains: 'Domein van de contactpersonen',
    website: 'Website volgens DUO',
    phone: 'Telefoon volgens DUO',
    board: 'Bestuursnummer',
    unknown: 'Onbekend',
    confirm: 'Bevestigen: dit is de school',
    /** Beside each contact domain the helpdesk may remember for the board: unticked until it is sure. */
    rememberForBoard: 'Geldt voortaan voor alle scholen van dit bestuur',
    rememberHint:
      'Vink een domein alleen aan als het zeker van het bestuur is: adressen erop gelden dan zonder controle voor al zijn scholen. Bevestigen zonder vinkje onthoudt niets.',
    /** Why a domain has no tick box. */
    notForBoard: {
      public: 'openbaar maildomein: iedereen kan hier een adres krijgen',
      shared: 'gedeeld domein: het hoort bij scholen van meerdere besturen of bij meerdere scholen',
    } satisfies Record<NotForBoard, string>,
    noBoardKnown: 'Geen bestuursnummer bekend: er wordt geen domein onthouden.',
    neverForBoard: (domain: string, why: NotForBoard) =>
      `@${domain} wordt nooit voor een bestuur onthouden (${
        why === 'public' ? 'openbaar maildomein' : 'gedeeld domein'
      }).`,
    notAContactDomain: (domain: string) => `@${domain} is geen domein van de contactpersonen van deze aanmelding.`,
    noBoard: 'Deze school heeft geen bestuursnummer bij DUO; er kan geen domein voor een bestuur worden onthouden.',
    confirmedState: 'Bevestigd: dit is de school.',
    unproven:
      'Wacht op bevestiging: de contactpersonen mailen vanaf het domein van de school, maar nog niemand heeft het e-mailadres bevestigd met de link die we stuurden.',
    confirmed: (remembered: string[]) =>
      remembered.length > 0
        ? `Bevestigd. Adressen op ${remembered.map((domain) => `@${domain}`).join(' en ')} gelden voortaan voor alle scholen van dit bestuur.`
        : 'Bevestigd.',
    notToCheck: 'Deze aanmelding hoeft niet (meer) gecontroleerd te worden.',
  },
  claims: {
    title: 'Conflict: iemand vraagt de aanmelding over',
    registered: 'Nu aangemeld door',
    claimant: 'Vraagt de aanmelding over',
    message: 'Bericht',
    noMessage: '(geen bericht)',
    at: 'Ontvangen',
    move: 'Aanmelding overdragen aan de aanvrager',
    reject: 'Verzoek afwijzen',
    states: {
      wacht: 'Wacht op bevestiging van het adres',
      open: 'Open',
      overgedragen: 'Overgedragen',
      afgewezen: 'Afgewezen',
    } as Record<string, string>,
    moved:
      'De aanmelding is overgedragen. De aanvrager krijgt een mail met een eigen link; de links van de vorige contactpersonen werken niet meer en zij krijgen bericht.',
    rejected:
      'Het verzoek is afgewezen. De aanvrager krijgt daarover een mail met wat hij of zij nog kan doen; de contactpersonen horen dat de aanmelding blijft.',
    notOpen: 'Over dit verzoek is al beslist.',
    reference: 'Kenmerk verzoek',
    schoolSite: 'Webadres van de school (DUO)',
    domainMatch: {
      site: 'komt overeen met het webadres van de school',
      board: 'domein van het bestuur van de school',
      none: 'komt niet overeen met het webadres van de school',
    },
    decidedAt: 'Besloten',
    confirmMove:
      'Weet u het zeker? De aanvrager wordt de enige contactpersoon, de links van de huidige contactpersonen werken niet meer en beide partijen krijgen een mail. U kunt dit tot het einde van de volgende werkdag ongedaan maken.',
    confirmReject:
      'Weet u het zeker? De aanmelding blijft zoals hij is; de aanvrager en de contactpersonen krijgen een mail. U kunt dit tot het einde van de volgende werkdag ongedaan maken.',
    confirmUndo:
      'Weet u het zeker? Het verzoek staat daarna weer open en beide partijen krijgen een mail. Na een overdracht krijgen de vorige contactpersonen de aanmelding en hun links terug.',
    yesMove: 'Ja, overdragen',
    yesReject: 'Ja, afwijzen',
    yesUndo: 'Ja, ongedaan maken',
    cancel: 'Annuleren',
    undo: 'Ongedaan maken',
    undoUntil: (day: string) => `Ongedaan maken kan tot en met ${day}.`,
    undone:
      'Het besluit is ongedaan gemaakt. Het verzoek staat weer open; de aanvrager en de contactpersonen krijgen bericht.',
    undoExpired: 'Dit besluit kan niet meer ongedaan worden gemaakt: dat kan tot het einde van de volgende werkdag.',
    undoChanged:
      'De aanmelding is na de overdracht gewijzigd. Ongedaan maken zou die wijziging weggooien; pas de aanmelding zo nodig met de hand aan.',
  },
  overview: {
    title: 'In één oogopslag',
    chartTitle: 'Inzendingen per week',
    chartLabel: (weeks: number) =>
      `Staafdiagram: inzendingen per week en formulier over ${weeks} weken; de tabel ernaast geeft dezelfde aantallen`,
    axisCount: 'Aantal',
    axisWeek: 'Week (begint op maandag)',
    perWeekCaption: 'Inzendingen per formulier en week',
    week: 'Week',
    form: 'Formulier',
    count: 'Aantal',
    perProductCaption: 'Aanmeldingen en leerlingen per product en ronde (zonder ingetrokken)',
    round: 'Ronde',
    product: 'Product',
    registrations: 'Aanmeldingen',
    pupils: 'Leerlingen',
    empty: 'In de laatste weken kwam niets binnen.',
    botsCaption: 'Als bot weggefilterd per week (beantwoord als verzonden, niet opgeslagen)',
    botReason: 'Reden',
    botReasons: {
      honeypot: 'Verborgen veld ingevuld',
      'too-fast': 'Sneller verstuurd dan iemand kan invullen',
    } as Record<string, string>,
    noBots: 'In de laatste weken is geen inzending als bot weggefilterd.',
  },
};

/** A stored time as staff read it, in Dutch local time: 25-11-2026 10:04. */
export function localTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}
