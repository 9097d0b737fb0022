/**
 * Facts and words a careful reader found said two ways (issue #34), each now said one way in the
 * sources of both locales: docs, news, pages, documents, the Romanian pages and strings. The built
 * pages and PDFs are checked by tests/e2e/content and plugins/documents/__tests__/published.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FACTS, dutchNumber } from '..';
import { NEWSLETTER_TOPICS, NEWSLETTER_TOPIC_LABELS_RO } from '../../options';

const ROOT = path.resolve(__dirname, '../../../..');

function filesUnder(dir: string, extension: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name) && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

// Prose wraps lines anywhere: compare on single spaces.
const text = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\s+/g, ' ');
const localeOf = (file: string) => /^locale: (\w+)$/m.exec(fs.readFileSync(path.join(ROOT, file), 'utf8'))?.[1];

const DOCUMENTS = filesUnder('documents', /\.md$/);
const DUTCH = [
  ...filesUnder('docs', /\.mdx$/),
  ...filesUnder('blog', /\.mdx$/),
  ...filesUnder('src/pages', /\.mdx$/),
  ...DOCUMENTS.filter((file) => localeOf(file) === 'nl'),
];
const ROMANIAN_CODE = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/ro/code.json'), 'utf8')) as Record<
  string,
  { message: string }
>;
/** Everything a Romanian reader reads: pages, documents, the interface strings, the form messages and mails. */
const ROMANIAN: [file: string, content: string][] = [
  ...filesUnder('i18n/ro', /\.mdx?$/).map((file): [string, string] => [file, text(file)]),
  ...DOCUMENTS.filter((file) => localeOf(file) === 'ro').map((file): [string, string] => [file, text(file)]),
  [
    'i18n/ro/code.json',
    Object.values(ROMANIAN_CODE)
      .map(({ message }) => message)
      .join(' '),
  ],
  ['src/domain/forms/texts/ro.ts', text('src/domain/forms/texts/ro.ts')],
  ['content/home/ro.json', text('content/home/ro.json')],
];

/** The files among `files` whose text matches `pattern`, with what matched. */
function saying(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) => {
    const match = pattern.exec(text(file));
    return match ? [`${file}: "${match[0]}"`] : [];
  });
}

describe('facts said one way', () => {
  it(`a presentation lasts ${dutchNumber(3)} kwartier, questions included`, () => {
    expect(FACTS.presentatie.minutes).toBe(45);
    for (const file of ['docs/presentaties.mdx', 'docs/trainingen/aanbod.mdx']) {
      expect(text(file)).toMatch(/presentatie (duurt|van) drie kwartier, inclusief vragen/);
    }
    expect(saying(DUTCH, /kwartier tot een uur/i)).toEqual([]);
  });

  it('the Aansluiting PO-VO first day is chosen in the form, not in the portal (the news says so and when it changed)', () => {
    expect(saying(DUTCH, /in het portaal de (eerste )?afnamedag/i)).toEqual([]);
    const post = text('blog/2026-02-02-aansluiting-po-vo-groep-7-van-start.mdx');
    expect(post).toContain('kies daarin de eerste afnamedag');
    expect(post).toMatch(/\*Bijgewerkt op 26 november 2026: [^*]+\*\s*$/);
  });

  describe('the technical requirements, in both locales', () => {
    const { windows, macosRecentVersions, screen } = FACTS.technicalRequirements;
    const nl = 'documents/downloads/help/technische-eisen.md';
    const ro = 'documents/descarcari/cerinte-tehnice.md';

    it(`ask for ${windows}, one of the ${macosRecentVersions} newest macOS versions and ${screen.width} × ${screen.height} pixels`, () => {
      expect(text(nl)).toContain(
        `met ${windows}, of macOS in een van de ${dutchNumber(macosRecentVersions)} meest recente versies`,
      );
      expect(text(nl)).toContain(`${screen.width} bij ${screen.height} pixels`);
      expect(text(ro)).toContain(`cu ${windows} sau cu macOS într-una dintre cele mai recente trei versiuni`);
      expect(text(ro)).toContain(`${screen.width} × ${screen.height} de pixeli`);
    });

    it('name no older system or smaller screen anywhere', () => {
      const all = [...DUTCH, ...DOCUMENTS];
      expect(saying(all, /Windows 10 (of|sau) /)).toEqual([]);
      expect(saying(all, /macOS 1\d/)).toEqual([]);
      expect(saying(all, /1024 (de )?pixel/)).toEqual([]);
    });
  });

  it('the helpdesk is open Monday to Friday, not "on school days"', () => {
    expect(saying(DUTCH, /op schooldagen bereikbaar/i)).toEqual([]);
    expect(text('documents/downloads/onderwijs/doorstroomtoets-technische-voorbereiding.md')).toContain(
      'is {{helpdesk.hours}} bereikbaar',
    );
  });

  it('the privacy statement sends unsubscribers to the link in every mail and names no round-bound form address', () => {
    const privacy = text('src/pages/privacy-statement.mdx');
    expect(privacy).toContain('met één klik op de link onderaan elke nieuwsbrief');
    expect(privacy).not.toMatch(/afmelden[^.]*info@amn\.nl/i);
    expect(saying(['src/pages/privacy-statement.mdx'], /\/formulier\/doorstroomtoets-\d{4}/)).toEqual([]);
  });

  it('prose and sign-up links say Managementtraining, never the spec\'s "Managementraining"', () => {
    const found = saying(DUTCH, /\bmanagementraining/i);
    expect(found).toEqual([]);
  });

  it('the style guide sends no visitor to a file of the repository', () => {
    expect(text('src/pages/stijlgids.mdx')).not.toMatch(/EDITORS\.md|repository/);
  });

  it('the Leergang Studiecoach page states the certificate condition once, through its fact', () => {
    expect(text('docs/onderwijs/leergang-studiecoach.mdx')).not.toMatch(/certificaat/i);
    expect(text('docs/onderwijs/leergang-studiecoach.mdx')).toContain('<Fact name="leergangStudiecoach.format" />');
  });

  it('the report parts are lezen, taalverzorging and rekenen; getallen is a domain of rekenen', () => {
    expect(saying(DUTCH, /taalverzorging en getallen/)).toEqual([]);
    expect(text('blog/2026-03-17-uitslagen-doorstroomtoets-2026.mdx')).toContain(
      'per onderdeel hoe de leerling het deed: lezen, taalverzorging en rekenen',
    );
  });
});

describe('the terms', () => {
  it('are a Dutch legal page covering scope, the newsletter, liability, complaints and Dutch law', () => {
    const terms = text('src/pages/algemene-voorwaarden.mdx');
    for (const heading of [
      'Wie we zijn en voor wie deze voorwaarden gelden',
      'De nieuwsbrief',
      'Aansprakelijkheid',
      'Klachten',
      'Nederlands recht',
    ]) {
      expect(terms).toContain(`## ${heading}`);
    }
  });

  it('are a Romanian legal document covering the same', () => {
    const terms = text('documents/termeni-si-conditii.md');
    for (const heading of [
      'Cine suntem și cui se aplică acești termeni',
      'Newsletterul',
      'Răspundere',
      'Reclamații',
      'Legea aplicabilă',
    ]) {
      expect(terms).toContain(`## ${heading}`);
    }
    expect(terms).toContain('legea din Țările de Jos');
  });
});

describe('the Romanian site', () => {
  it.each([
    ['newsletter', /buletin(ul)? informativ/i],
    ['politica de confidențialitate', /declarați(a|ei) de confidențialitate/i],
    ['Țările de Jos', /\bOlanda\b/],
    ['the formal register (Doriți, Afișați)', /\b(Vreți|Vrei|Afișează|Caută|Apasă)\b/],
  ])('says %s, one word for one thing', (_word, other) => {
    const found = ROMANIAN.flatMap(([file, content]) => {
      const match = other.exec(content);
      return match ? [`${file}: "${match[0]}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it('labels the newsletter topics by Romanian stages of education, the same in the form and the mails', () => {
    for (const { key } of NEWSLETTER_TOPICS) {
      expect(ROMANIAN_CODE[`forms.newsletter.topic.${key}`].message).toBe(NEWSLETTER_TOPIC_LABELS_RO[key]);
    }
    expect(NEWSLETTER_TOPIC_LABELS_RO.PO).toBe('Învățământ primar');
    expect(NEWSLETTER_TOPIC_LABELS_RO.VO).toBe('Învățământ gimnazial și liceal');
    expect(Object.values(NEWSLETTER_TOPIC_LABELS_RO).join(' ')).not.toMatch(/\d+–\d+ ani/);
  });

  it('has a cookie policy, and a privacy policy, that name both cookies', () => {
    for (const file of ['documents/politica-privind-cookie-urile.md', 'documents/politica-de-confidentialitate.md']) {
      expect(text(file)).toContain('`AMNCookieConsent-RO`');
      expect(text(file)).toContain('`XSRF-TOKEN`');
    }
  });

  /** The Romanian texts a reader of Romanian found awkward (issue #59), each said one way now. */
  const ROMANIAN_WITH_SERVER: [file: string, content: string][] = [
    ...ROMANIAN,
    ...['server/mail/mail-texts.ts', 'server/answers/answers.ts', 'server/newsletter/routes.ts'].map(
      (file): [string, string] => [file, text(file)],
    ),
  ];
  const romanianSaying = (pattern: RegExp) =>
    ROMANIAN_WITH_SERVER.flatMap(([file, content]) => {
      const match = pattern.exec(content);
      return match ? [`${file}: "${match[0]}"`] : [];
    });

  it.each([
    ['a link that is not valid or expired, not the Dutch "niet (meer)"', /nu \(mai\) este valabil/],
    ['what to expect "din partea noastră"', /ce vă puteți aștepta de la noi/],
    ['how long a confirmation link works without "valabil … o singură dată"', /valabil[^.]{0,30}o singură dată/],
    ['tablets only as the iPads the technical requirements list', /\btablet\p{L}*(?!\p{L})(?!\s+iPad)/iu],
    ['"Fiecare" test fits a class hour, not "Toate" together', /Toate se pot aplica/],
    ['"angajații" for our own staff, not "colaboratorii"', /colaborator/i],
  ])('says %s', (_what, other) => {
    expect(romanianSaying(other)).toEqual([]);
  });

  it('says the mended sentences as they now read', () => {
    expect(ROMANIAN_CODE['forms.newsletter.consentHint'].message).toBe(
      'În {terms} găsiți la ce vă puteți aștepta din partea noastră, iar în {privacy}, cum folosim datele dumneavoastră.',
    );
    expect(ROMANIAN_CODE['newsletter.link.invalid'].message).toBe('Acest link nu este valabil sau a expirat');
    expect(ROMANIAN_CODE['myRegistration.invalid'].message).toBe('Acest link nu este valabil sau a expirat');
    const faq = text('i18n/ro/pages/asistenta/intrebari-frecvente.mdx');
    expect(faq).toContain('iPad-uri și MacBook-uri');
    expect(faq).not.toMatch(/tablet/i);
    expect(faq).toContain('Fiecare se poate aplica într-o oră de curs obișnuită.');
    expect(text('documents/descarcari/cerinte-tehnice.md')).toContain('Tablete iPad cu iPadOS');
  });

  it('has a privacy policy that describes what the Romanian site does: contact and newsletter, no registrations', () => {
    const privacy = text('documents/politica-de-confidentialitate.md');
    expect(privacy).toContain('**Angajații noștri**');
    expect(privacy).toContain('formularul de contact și abonarea la newsletter');
    expect(privacy).not.toMatch(/înscrier|cursuri/i);
  });

  it('gives no Dutch number or hours of its own: the contact details come from src/data/romanianOffice.ts', () => {
    expect(romanianSaying(/\+31[\d ]+|\b0\d{2} - \d{3}/)).toEqual([]);
    expect(romanianSaying(/orele 10 și 17/)).toEqual([]);
  });

  it('has one contact path: the contact page with its form', () => {
    expect(fs.existsSync(path.join(ROOT, 'i18n/ro/docusaurus-plugin-content-pages/contactformulier.mdx'))).toBe(false);
    const links = ROMANIAN.flatMap(([file, content]) => (/\(\/contactformulier\)/.test(content) ? [file] : []));
    expect(links).toEqual([]);
    expect(text('i18n/ro/pages/contact.mdx')).toContain('<ContactForm />');
  });
});
