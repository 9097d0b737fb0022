import type { Locale } from '../../src/domain/locale';

/**
 * The words of the mails about a claim ("Vraag de aanmelding over"), per reader: the claimant, the
 * registration's contacts, and (Dutch only) the helpdesk. Every mail to a school says what happened
 * and what the reader can do next; Dutch says u, Romanian dumneavoastră.
 */
export type ClaimWords = {
  /** To the claimant once the claim is with the helpdesk. */
  receiptSubject: string;
  receiptText: (school: string) => string;
  reference: (reference: string) => string;
  receiptNext: string;
  /** To the claimant the registration was moved to. */
  movedSubject: string;
  movedText: (school: string) => string;
  /** What the claimant finds on the page: typed by someone else. */
  movedNext: string;
  movedSummaryIntro: string;
  /** To the contacts taken off by the move. */
  movedAwaySubject: string;
  movedAwayText: (school: string) => string;
  movedAwayNext: (email: string, phone: string, lastDay: string) => string;
  /** To the claimant whose claim was rejected. */
  rejectedSubject: string;
  rejectedText: (school: string) => string;
  rejectedNext: (email: string, phone: string) => string;
  /** To the contacts, after a rejection: nothing changes for them. */
  keptSubject: string;
  keptText: string;
  keptNext: string;
  /** After an undo of a move: to the claimant, and to the contacts who have the registration back. */
  moveUndoneSubject: string;
  moveUndoneClaimant: (school: string) => string;
  moveUndoneContact: string;
  /** After an undo of a rejection: the claim is with the helpdesk again. */
  rejectUndoneSubject: string;
  rejectUndoneClaimant: string;
  rejectUndoneContact: string;
  /** A school whose name we may not repeat (typed by hand). */
  theSchool: string;
  /** How the last day of the undo window is written. */
  day: (isoDate: string) => string;
};

const dutchDay = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const romanianDay = new Intl.DateTimeFormat('ro-RO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const CLAIM_WORDS: Record<Locale, ClaimWords> = {
  nl: {
    receiptSubject: 'We hebben uw verzoek ontvangen',
    receiptText: (school) =>
      `U heeft de helpdesk gevraagd de aanmelding van ${school} over te nemen. Uw verzoek is nu bij de helpdesk.`,
    reference: (reference) => `Uw verzoek heeft kenmerk ${reference}. Noem het als u ons belt of mailt.`,
    receiptNext:
      'Wat er nu gebeurt: de helpdesk controleert wie de school vertegenwoordigt en neemt zo nodig contact met u op. De huidige contactpersonen hebben bericht gekregen dat de aanmelding is opgevraagd. Tot de helpdesk heeft besloten, verandert er niets aan de aanmelding. U krijgt van ons een e-mail met het besluit.',
    movedSubject: 'De aanmelding staat nu op uw naam',
    movedText: (school) =>
      `De helpdesk heeft uw verzoek bekeken en de aanmelding van ${school} aan u overgedragen. U bent nu de contactpersoon; de vorige contactpersonen kunnen de aanmelding niet meer bekijken of wijzigen.`,
    movedNext:
      'Wat u nu doet: open uw eigen pagina en kijk of alles klopt. De gegevens zijn ingevuld door de vorige contactpersoon, niet door u. Wijzig wat niet klopt en voeg zo nodig collega’s toe als contactpersoon.',
    movedSummaryIntro: 'Zo staat de aanmelding nu bij ons:',
    movedAwaySubject: 'U bent geen contactpersoon meer voor de aanmelding',
    movedAwayText: (school) =>
      `Iemand die de school vertegenwoordigt, heeft de helpdesk gevraagd de aanmelding van ${school} over te nemen. De helpdesk heeft de aanmelding aan die persoon overgedragen. U bent daarom geen contactpersoon meer en uw persoonlijke link werkt niet meer.`,
    movedAwayNext: (email, phone, lastDay) =>
      `Klopt dit niet? Mail dan naar ${email} of bel ${phone}, en noem het kenmerk hieronder. Tot en met ${lastDay} kan de helpdesk de overdracht nog terugdraaien. Klopt het wel, dan hoeft u niets te doen.`,
    rejectedSubject: 'Uw verzoek om de aanmelding over te nemen',
    rejectedText: (school) =>
      `De helpdesk heeft uw verzoek om de aanmelding van ${school} over te nemen bekeken en niet toegekend. De aanmelding blijft staan zoals hij is.`,
    rejectedNext: (email, phone) =>
      `Wat u nu kunt doen: wilt u iets aan de aanmelding veranderen, vraag het dan een van de huidige contactpersonen van uw school. Vertegenwoordigt u de school en kunt u dat laten zien, bijvoorbeeld met een e-mailadres van de school of een bericht van de directie? Mail dan naar ${email} of bel ${phone} en noem het kenmerk van uw verzoek.`,
    keptSubject: 'Het verzoek om uw aanmelding over te nemen is afgewezen',
    keptText:
      'Iemand vroeg de helpdesk deze aanmelding over te nemen. De helpdesk heeft het verzoek bekeken en afgewezen. U blijft contactpersoon en uw persoonlijke link blijft werken.',
    keptNext:
      'U hoeft niets te doen. Kijk wel even op uw eigen pagina of de contactpersonen en de gegevens nog kloppen.',
    moveUndoneSubject: 'De overdracht van de aanmelding is teruggedraaid',
    moveUndoneClaimant: (school) =>
      `De helpdesk heeft de overdracht van de aanmelding van ${school} aan u teruggedraaid. De aanmelding staat weer op naam van de vorige contactpersonen en uw persoonlijke link werkt niet meer. Uw verzoek ligt weer bij de helpdesk: u krijgt van ons een e-mail met het nieuwe besluit.`,
    moveUndoneContact:
      'De helpdesk heeft de overdracht van deze aanmelding teruggedraaid. U bent weer contactpersoon en uw persoonlijke link werkt weer. Het verzoek om de aanmelding over te nemen ligt weer bij de helpdesk, die zo nodig contact met u opneemt. Kijk op uw eigen pagina of alles klopt.',
    rejectUndoneSubject: 'Het verzoek om de aanmelding over te nemen is weer in behandeling',
    rejectUndoneClaimant:
      'De helpdesk heeft de afwijzing van uw verzoek teruggedraaid: uw verzoek ligt weer bij de helpdesk. Er verandert nog niets aan de aanmelding. U krijgt van ons een e-mail met het nieuwe besluit.',
    rejectUndoneContact:
      'De helpdesk neemt het verzoek om deze aanmelding over te nemen opnieuw in behandeling. Er verandert nog niets: u blijft contactpersoon en de helpdesk neemt zo nodig contact met u op.',
    theSchool: 'uw school',
    day: (isoDate) => dutchDay.format(new Date(`${isoDate}T12:00:00Z`)),
  },
  ro: {
    receiptSubject: 'Am primit cererea dumneavoastră',
    receiptText: (school) =>
      `Ați cerut helpdeskului să preia înscrierea pentru ${school}. Cererea dumneavoastră a ajuns la helpdesk.`,
    reference: (reference) =>
      `Cererea dumneavoastră are numărul de referință ${reference}. Vă rugăm să îl menționați când ne sunați sau ne scrieți.`,
    receiptNext:
      'Ce urmează: helpdeskul verifică cine reprezintă școala și vă contactează dacă este nevoie. Persoanele de contact actuale au fost anunțate că înscrierea a fost solicitată. Până la decizia helpdeskului, înscrierea rămâne neschimbată. Veți primi de la noi un e-mail cu decizia.',
    movedSubject: 'Înscrierea este acum pe numele dumneavoastră',
    movedText: (school) =>
      `Helpdeskul a analizat cererea dumneavoastră și v-a transferat înscrierea pentru ${school}. Acum sunteți persoana de contact; persoanele de contact anterioare nu mai pot vedea sau modifica înscrierea.`,
    movedNext:
      'Ce aveți de făcut: deschideți pagina dumneavoastră și verificați dacă totul este corect. Datele au fost completate de persoana de contact anterioară, nu de dumneavoastră. Corectați ce nu este în regulă și adăugați, dacă este nevoie, colegi ca persoane de contact.',
    movedSummaryIntro: 'Așa arată acum înscrierea la noi:',
    movedAwaySubject: 'Nu mai sunteți persoană de contact pentru înscriere',
    movedAwayText: (school) =>
      `Cineva care reprezintă școala a cerut helpdeskului să preia înscrierea pentru ${school}. Helpdeskul i-a transferat înscrierea. De aceea nu mai sunteți persoană de contact, iar linkul dumneavoastră personal nu mai funcționează.`,
    movedAwayNext: (email, phone, lastDay) =>
      `Nu este corect? Scrieți-ne la ${email} sau sunați-ne la ${phone} și menționați numărul de referință de mai jos. Până ${lastDay} inclusiv, helpdeskul mai poate anula transferul. Dacă este corect, nu trebuie să faceți nimic.`,
    rejectedSubject: 'Cererea dumneavoastră de a prelua înscrierea',
    rejectedText: (school) =>
      `Helpdeskul a analizat cererea dumneavoastră de a prelua înscrierea pentru ${school} și nu a aprobat-o. Înscrierea rămâne așa cum este.`,
    rejectedNext: (email, phone) =>
      `Ce puteți face: dacă doriți să schimbați ceva la înscriere, rugați una dintre persoanele de contact actuale ale școlii dumneavoastră. Reprezentați școala și puteți dovedi acest lucru, de exemplu cu o adresă de e-mail a școlii sau cu un mesaj de la conducere? Scrieți-ne la ${email} sau sunați-ne la ${phone} și menționați numărul de referință al cererii dumneavoastră.`,
    keptSubject: 'Cererea de preluare a înscrierii dumneavoastră a fost respinsă',
    keptText:
      'Cineva a cerut helpdeskului să preia această înscriere. Helpdeskul a analizat cererea și a respins-o. Rămâneți persoană de contact, iar linkul dumneavoastră personal funcționează în continuare.',
    keptNext:
      'Nu trebuie să faceți nimic. Verificați totuși pe pagina dumneavoastră dacă persoanele de contact și datele sunt corecte.',
    moveUndoneSubject: 'Transferul înscrierii a fost anulat',
    moveUndoneClaimant: (school) =>
      `Helpdeskul a anulat transferul către dumneavoastră al înscrierii pentru ${school}. Înscrierea este din nou pe numele persoanelor de contact anterioare, iar linkul dumneavoastră personal nu mai funcționează. Cererea dumneavoastră este din nou la helpdesk: veți primi de la noi un e-mail cu noua decizie.`,
    moveUndoneContact:
      'Helpdeskul a anulat transferul acestei înscrieri. Sunteți din nou persoană de contact, iar linkul dumneavoastră personal funcționează din nou. Cererea de preluare a înscrierii este din nou la helpdesk, care vă contactează dacă este nevoie. Verificați pe pagina dumneavoastră dacă totul este corect.',
    rejectUndoneSubject: 'Cererea de preluare a înscrierii este din nou analizată',
    rejectUndoneClaimant:
      'Helpdeskul a anulat respingerea cererii dumneavoastră: cererea este din nou la helpdesk. Înscrierea rămâne deocamdată neschimbată. Veți primi de la noi un e-mail cu noua decizie.',
    rejectUndoneContact:
      'Helpdeskul analizează din nou cererea de preluare a acestei înscrieri. Deocamdată nu se schimbă nimic: rămâneți persoană de contact, iar helpdeskul vă contactează dacă este nevoie.',
    theSchool: 'școala dumneavoastră',
    day: (isoDate) => romanianDay.format(new Date(`${isoDate}T12:00:00Z`)),
  },
};
