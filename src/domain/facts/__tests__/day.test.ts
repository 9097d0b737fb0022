/**
 * What a careful reader of Dutch found on 1 December 2026 (issue #58, items 2 to 16), each checked in
 * the sources: texts that invite what the day no longer allows, and words said two ways. The texts
 * that depend on the day are written from the round files (src/domain/rounds) and today's state; the
 * built pages are read by tests/e2e/content. Each test here failed on the text the reader saw.
 */
import { RETENTION } from '../../../data/retention';
import { ROMANIAN_CONTACT } from '../../../data/romanianOffice';
import fs from 'node:fs';
import path from 'node:path';
import { roundFields } from '../../../../plugins/documents/roundFields';
import { HELP_MENU_NL } from '../../../data/menus';
import { TRAINING_SESSIONS } from '../../../data/trainingSessions';
import { SELECT_SCHOOL, FILL_IN_TEST_DETAILS } from '../../forms/messages';
import { TRAINING_NAMES } from '../../options';
import { formatDutchLong } from '../../dates';
import { registrationWindowOf } from '../../rounds';
import round2027 from '../../rounds/2027';
import { sessionProblems, TWO_PART_TRAININGS, upcomingSessions } from '../../trainings';

const ROOT = path.resolve(__dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
// Prose wraps lines anywhere: compare on single spaces.
const text = (file: string) => read(file).replace(/\s+/g, ' ');

function filesUnder(dir: string, extension: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name) && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const DUTCH = [
  ...filesUnder('docs', /\.mdx$/),
  ...filesUnder('blog', /\.mdx$/),
  ...filesUnder('src/pages', /\.mdx$/),
  ...filesUnder('documents/downloads', /\.md$/),
];
const ROMANIAN = [...filesUnder('i18n/ro', /\.mdx?$/), ...filesUnder('documents/descarcari', /\.md$/)];

/** The files among `files` whose text matches `pattern`, with what matched. */
function saying(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) => {
    const match = pattern.exec(text(file));
    return match ? [`${file}: "${match[0]}"`] : [];
  });
}

/** An MDX text without the parts shown only while a registration is upcoming or open. */
const outsideOpenBlocks = (mdx: string) =>
  mdx.replace(/<WhenRegistration [^>]*is="[^"]*(open|upcoming)[^"]*"[^>]*>[\s\S]*?<\/WhenRegistration>/g, ' ');

const ON_1_DECEMBER = roundFields('2026-12-01');
const { Doorstroomtoets, Proeftoets, AansluitingPOVO } = round2027.products;

describe('on 1 December 2026, nothing invites what has closed', () => {
  it('2. the primary sign-up sends no school to the Doorstroomtoets pre-registration once it has closed', () => {
    const page = outsideOpenBlocks(read('src/pages/formulier/aanmelden-po.mdx'));
    expect(page).not.toMatch(/RoundFormLink|vooraanmelding/i);
    expect(page).toContain('<WhenRegistration product="Doorstroomtoets" is="closed over">');
  });

  it('3. the stappenplan PDF states where the registration stands, with its deadlines, and invites no closed pre-registration', () => {
    const stappenplan = text('documents/downloads/onderwijs/doorstroomtoets-stappenplan-aanmelding.md');
    expect(stappenplan).not.toMatch(/Wilt u nu al laten weten/);
    expect(stappenplan).toContain('{{round.Doorstroomtoets.status}}');
    expect(stappenplan).toContain('{{round.Doorstroomtoets.registrationUntil}}');
    const status = ON_1_DECEMBER['round.Doorstroomtoets.status'];
    // The pages' words (RoundStatus): what could be done until when, not "gesloten sinds".
    expect(status).toContain('Aanmelden voor de Doorstroomtoets 2027 kon tot en met 15 november 2026.');
    expect(status).not.toMatch(/gesloten sinds/);
    expect(status).toContain('rondt u de aanmelding af tot en met 11 januari 2027');
    const afterCompleting = roundFields('2027-01-20')['round.Doorstroomtoets.status'];
    expect(afterCompleting).toContain('Een vooraanmelding afronden kon tot en met 11 januari 2027.');
    expect(afterCompleting).not.toMatch(/rondt u de aanmelding af/);
    expect(status).not.toMatch(/begin dan met de vooraanmelding/);
    expect(roundFields('2026-10-15')['round.Doorstroomtoets.status']).toContain(
      'U meldt uw school aan tot en met 15 november 2026',
    );
  });

  it('5. the pre-registration page opens with its invitation only while registration is open', () => {
    const source = read('src/pages/formulier/doorstroomtoets-vooraanmelding.mdx');
    expect(outsideOpenBlocks(source)).not.toMatch(/Met deze korte vooraanmelding|Zoek uw school, geef/);
  });

  it('8. a period already begun is named from the earliest day a school can still choose', () => {
    expect(ON_1_DECEMBER['round.Proeftoets.firstDay']).toBe(`uiterlijk op ${formatDutchLong(Proeftoets.window.to)}`);
    expect(roundFields('2026-10-15')['round.Proeftoets.firstDay']).toBe('tussen 2 november 2026 en 15 januari 2027');
    expect(
      saying(
        ['documents/downloads/onderwijs/doorstroomtoets-stappenplan-aanmelding.md'],
        /\{\{round\.Proeftoets\.period\}\}/,
      ),
    ).toEqual([]);
  });
});

describe('each form and page says what is true of it', () => {
  it('6. the FAQ gives the manual entry only to the forms that have it, in the words of the button', () => {
    const faq = text('docs/help/veelgestelde-vragen.mdx');
    expect(faq).not.toContain('handmatig invoeren');
    expect(read('src/components/forms/SchoolSearch/index.tsx')).toContain(
      'Mijn school staat er niet bij: gegevens zelf invullen',
    );
    expect(faq).toContain(
      'In de formulieren voor de Doorstroomtoets kiest u onder de zoekresultaten "Mijn school staat er niet bij: gegevens zelf invullen"',
    );
    expect(faq).toContain('Het aanmeldformulier primair onderwijs heeft die keuze niet');
  });

  it('7. a training of two half days is listed with both dates; no session is offered on its own day', () => {
    expect(text('docs/trainingen/aanbod.mdx')).toContain('Twee dagdelen');
    expect(TWO_PART_TRAININGS).toContain('Begeleidingsstijlentraining');
    expect(sessionProblems(TRAINING_SESSIONS)).toEqual([]);
    expect(upcomingSessions(TRAINING_SESSIONS, '2026-12-01').map((session) => session.date)).not.toContain(
      '2026-12-01',
    );
  });
});

describe('14. the words', () => {
  it('the checklist says u and afnamedetails', () => {
    expect(SELECT_SCHOOL).toBe('Selecteer uw school');
    expect(FILL_IN_TEST_DETAILS).toBe('Vul de afnamedetails in');
  });

  it('SO/SBO without a space, and the year after the product: "Proeftoets 2027"', () => {
    expect(Object.values(round2027.products).map((product) => product.name)).toEqual(
      expect.arrayContaining(['Proeftoets 2027', 'Proeftoets voor SO/SBO 2027', 'Aansluiting PO-VO 2027']),
    );
    expect(saying(DUTCH, /SO\/ SBO|\b20\d\d (Proeftoets|Aansluiting)/)).toEqual([]);
  });

  it('the administration training has one name, on screen and in links: not "Administratieve/ applicatiebeheerderstraining"', () => {
    expect(TRAINING_NAMES).toContain('Administratie- en applicatiebeheertraining');
    expect(saying(DUTCH, /Administratieve(\/|%2F)( |%20|\+)applicatiebeheerderstraining/)).toEqual([]);
  });

  it('the exemption says "korter dan vier jaar"; the parents\' letter speaks of one teacher', () => {
    expect(saying(DUTCH, /hooguit vier jaar in Nederland/)).toEqual([]);
    expect(text('docs/onderwijs/doorstroomtoets.mdx')).toContain('korter dan vier jaar in Nederland');
    expect(text('documents/downloads/onderwijs/doorstroomtoets-informatie-voor-ouders.md')).toContain(
      'de leerkracht van groep 8. Die weet precies',
    );
  });

  it("links to no anchor #registration-path, and the footer's FAQ is the site's own", () => {
    expect(saying(DUTCH, /#registration-path/)).toEqual([]);
    expect(HELP_MENU_NL.find((item) => item.name === 'Veelgestelde vragen')?.link).toBe('/help/veelgestelde-vragen');
  });

  it("the copyright page names no year of its own: the footer gives the build's", () => {
    expect(text('src/pages/copyright.mdx')).not.toMatch(/© 20\d\d/);
    expect(read('src/components/SiteFooter/index.tsx')).not.toMatch(/COPYRIGHT_YEAR|© 20\d\d/);
  });
});

describe('15. one page does not contradict another', () => {
  it('trainings: for your own team on location or online, and open groups in Nijmegen or online', () => {
    const aanbod = text('docs/trainingen/aanbod.mdx');
    expect(aanbod).not.toContain('Alle trainingen geven we op uw school');
    expect(aanbod).toContain(
      'Een aantal trainingen staat daarnaast op vaste data in een open groep, in Nijmegen of online',
    );
  });

  it('an open application is kept as the privacy statement says: 24 months', () => {
    expect(text('src/pages/privacy-statement.mdx')).toContain('**{RETENTION.submissions.text}**');
    expect(RETENTION.submissions.text).toBe('24 maanden na ontvangst');
    expect(text('docs/over-amn/vacatures/index.mdx')).not.toContain('maximaal een jaar');
    expect(text('docs/over-amn/vacatures/index.mdx')).toContain('24 maanden');
  });

  it('the finder is searched by name, postcode or BRIN everywhere', () => {
    const sources = [...DUTCH, 'src/components/forms/FormPage/pages.ts'];
    expect(saying(sources, /op postcode of (met het volledige )?BRIN/)).toEqual([]);
    expect(read('src/components/forms/SchoolSearch/index.tsx')).toContain('Zoek op naam, postcode of BRIN-nummer');
  });

  it('privacy requests go to one address', () => {
    expect(saying(DUTCH, /(inzage|correctie|verwijdering)[^.]*helpdesk@amn\.nl/i)).toEqual([]);
  });

  it('the helpdesk hours are the same on both sites: 8–17 Dutch time is 9–18 Romanian time', () => {
    expect(saying(ROMANIAN, /orele 10 și 17/)).toEqual([]);
    // The Romanian pages say the hours from the Romanian contact details (src/data/romanianOffice.ts).
    expect(ROMANIAN_CONTACT.helpdesk.hoursText).toContain('între orele 9 și 18, ora României');
    for (const file of ['i18n/ro/pages/asistenta/suport-tehnic.mdx', 'i18n/ro/pages/contact.mdx']) {
      expect(text(file)).toContain('{ROMANIAN_CONTACT.helpdesk.hoursText}');
    }
  });

  it('the cookie banner speaks of functional cookies only, not of "de beste ervaring"', () => {
    const banner = read('src/components/CookieBanner/index.tsx');
    expect(banner).not.toContain('beste ervaring');
    expect(banner).toContain('alleen functionele cookies');
  });

  it('the privacy statement does not promise both Doorstroomtoets forms on the product page at every time', () => {
    expect(text('src/pages/privacy-statement.mdx')).not.toContain('Beide formulieren bereikt u via');
  });

  it('Windows means Windows 11, and the school tests run on iPads, not on any tablet', () => {
    expect(saying(DUTCH, /computers met Windows(?! 11)/)).toEqual([]);
    // "Tablete iPad" names the only tablets the tests run on; a tablet in general is not enough.
    expect(saying(ROMANIAN, /\btablet(?!e iPad)/i)).toEqual([]);
    expect(saying(['blog/2026-02-02-aansluiting-po-vo-groep-7-van-start.mdx'], /tablets/)).toEqual([]);
  });
});

describe('16. the news has the 2027 round and its toetskalender', () => {
  const post = text('blog/2026-12-01-toetskalender-schooljaar-2026-2027.mdx');
  const long = formatDutchLong;

  it('is a toetskalender for 2026-2027 with the dates of the round file', () => {
    expect(post).toContain('title: De toetskalender voor schooljaar 2026-2027');
    expect(post).toContain(`${long(Proeftoets.window.from)} tot en met ${long(Proeftoets.window.to)}`);
    expect(post).toContain(`gesloten op ${long(registrationWindowOf(Doorstroomtoets).to)}`);
    expect(post).toContain(`tot en met ${long(Doorstroomtoets.changesUntil!)}`);
    expect(post).toContain(`tot en met ${long(registrationWindowOf(Proeftoets).to)} met het`);
    expect(post).toContain(
      `${long(AansluitingPOVO.window.from).replace(' 2027', '')} tot en met ${long(AansluitingPOVO.window.to)}`,
    );
    expect(post).toContain('25 januari tot en met 12 februari 2027');
  });

  it('invites no pre-registration or registration for the Doorstroomtoets', () => {
    expect(post).not.toMatch(/vooraanmelding (invullen|doen)|meld[^.]*aan voor de Doorstroomtoets/i);
  });
});
