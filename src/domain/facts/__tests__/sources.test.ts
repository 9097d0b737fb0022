/**
 * The texts editors write (docs, news, documents) checked against the product owner's facts: a
 * file about a product never contradicts them, and the texts that state a fact in prose (news posts
 * and PDFs cannot use <Fact>) say it as FACTS has it. The built pages: tests/e2e/content/facts.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FACTS, dutchHours, dutchNumber, leergangSpan } from '..';

const ROOT = path.resolve(__dirname, '../../../..');

function filesUnder(dir: string, extension: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name) && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const SOURCES = [...filesUnder('docs', /\.mdx$/), ...filesUnder('blog', /\.mdx$/), ...filesUnder('documents', /\.md$/)];
// Prose wraps lines anywhere: compare on single spaces.
const text = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\s+/g, ' ');

const { doorstroomtoets, leergangStudiecoach, talentscanHrm, talentscanVo } = FACTS;

type Check = { about: string; mentions: RegExp; contradictions: RegExp[] };

const CHECKS: Check[] = [
  {
    about: 'Doorstroomtoets',
    mentions: /Doorstroomtoets/,
    contradictions: [
      /drie sessies/i,
      /(sessie|onderdeel)( duurt| is een sessie)? van ongeveer een uur/i,
      /Elk onderdeel duurt ongeveer een uur/i,
    ],
  },
  {
    about: 'Leergang Studiecoach',
    mentions: /Leergang Studiecoach|leergang/i,
    contradictions: [
      new RegExp(`\\b(?!${dutchNumber(leergangStudiecoach.meetings)})\\w+ bijeenkomsten (van een dagdeel|werk)`, 'i'),
      /\bzes bijeenkomsten/i,
      // Its length follows from its meetings (leergangSpan): no other number of months.
      new RegExp(`(ongeveer|verspreid over) (?!${dutchNumber(leergangSpan().months)} )\\w+ maanden`, 'i'),
      /zestien deelnemers/i,
      /bewijs van deelname/i,
    ],
  },
  {
    about: 'Talentscan HRM',
    mentions: /Talentscan HRM/,
    contradictions: [/scan[^.]*drie kwartier/i, /hetzelfde rapport/i],
  },
  { about: 'Talentscan VO', mentions: /Talentscan VO/, contradictions: [/een lesuur/i, /twee lesuren/i] },
  {
    about: 'report retention',
    mentions: /rapport/i,
    contradictions: [/zolang de student[^.]*ingeschreven/i],
  },
  {
    about: 'round periods',
    mentions: /afnameperiode/i,
    // The first-day window is not the whole test period.
    contradictions: [/afnameperiode[^.]*(van|loopt van) \d+ januari tot en met \d+ februari/i],
  },
];

describe.each(CHECKS)('texts about $about', ({ mentions, contradictions }) => {
  const files = SOURCES.filter((file) => mentions.test(text(file)));

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('contradict none of the facts', () => {
    const found = files.flatMap((file) =>
      contradictions.flatMap((pattern) => {
        const match = pattern.exec(text(file));
        return match ? [`${file}: "${match[0]}"`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});

/** Texts that state facts in prose, and the words they must use. */
const STATED: [file: string, words: string[]][] = [
  [
    'blog/2025-11-18-leergang-studiecoach-nieuwe-groep.mdx',
    [
      `${dutchNumber(leergangStudiecoach.meetings)} bijeenkomsten van een ${leergangStudiecoach.meetingLength}`,
      `${dutchNumber(leergangStudiecoach.groupSize.min)} tot ${dutchNumber(leergangStudiecoach.groupSize.max)} deelnemers`,
      leergangStudiecoach.certificate,
      'Nijmegen',
      `eens in de ${dutchNumber(leergangStudiecoach.weeksBetweenMeetings)} weken`,
      `${dutchNumber(leergangSpan().weeks)} weken`,
    ],
  ],
  [
    'documents/downloads/onderwijs/leergang-studiecoach-programma.md',
    [
      `${dutchNumber(leergangStudiecoach.meetings)} bijeenkomsten van een ${leergangStudiecoach.meetingLength}`,
      `${dutchNumber(leergangStudiecoach.groupSize.min)} tot ${dutchNumber(leergangStudiecoach.groupSize.max)} deelnemers`,
      leergangStudiecoach.certificate,
      `eens in de ${dutchNumber(leergangStudiecoach.weeksBetweenMeetings)} weken`,
      `${dutchNumber(leergangSpan().weeks)} weken, ongeveer ${dutchNumber(leergangSpan().months)} maanden`,
    ],
  ],
  [
    'blog/2025-07-08-talentscan-hrm-in-het-jaargesprek.mdx',
    [
      `${dutchNumber(talentscanHrm.totalMinutes)} minuten`,
      `${dutchNumber(talentscanHrm.capacitiesMinutes)} minuten`,
      `ongeveer ${dutchNumber(talentscanHrm.questionnairesMinutes)}`,
      'eigen rapport',
      'toestemming',
    ],
  ],
  [
    'documents/downloads/werk/talentscan-hrm-productinformatie.md',
    [
      `${dutchNumber(talentscanHrm.capacitiesMinutes)} minuten`,
      `${dutchNumber(talentscanHrm.questionnairesMinutes)} minuten`,
    ],
  ],
  [
    'blog/2026-04-14-talentscan-vo-bij-de-profielkeuze.mdx',
    [`${dutchNumber(talentscanVo.totalMinutes)} minuten`, `${dutchNumber(talentscanVo.lessons)} lessen`],
  ],
  [
    'documents/downloads/onderwijs/doorstroomtoets-informatie-voor-ouders.md',
    [
      `ongeveer ${dutchHours(doorstroomtoets.averageTotalMinutes)}`,
      'adaptief',
      'niets verloren',
      ...doorstroomtoets.parts,
    ],
  ],
  [
    'documents/downloads/onderwijs/doorstroomtoets-stappenplan-aanmelding.md',
    [`ongeveer ${dutchHours(doorstroomtoets.averageTotalMinutes)}`, ...doorstroomtoets.parts],
  ],
];

describe.each(STATED)('%s', (file, words) => {
  it.each(words)('says "%s"', (word) => {
    expect(text(file)).toContain(word);
  });
});

describe('Dutch number words', () => {
  it.each([
    [5, 'vijf'],
    [12, 'twaalf'],
    [16, 'zestien'],
    [30, 'dertig'],
    [45, 'vijfenveertig'],
    [80, 'tachtig'],
    [92, 'tweeënnegentig'],
  ])('%i is %s', (value, word) => {
    expect(dutchNumber(value)).toBe(word);
  });

  it.each([
    [150, 'tweeënhalf uur'],
    [90, 'anderhalf uur'],
    [120, 'twee uur'],
  ])('%i minutes is %s', (minutes, words) => {
    expect(dutchHours(minutes)).toBe(words);
  });
});
