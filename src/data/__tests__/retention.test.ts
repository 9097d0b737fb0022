import fs from 'node:fs';
import path from 'node:path';
import { RETENTION } from '../retention';
import { SHORT_RETENTION_MS, ageCutoff } from '../../../server/privacy/retention';
import { siteFields } from '../../../plugins/documents/siteFields';

/**
 * One retention period per thing, from src/data/retention.ts: a form's submission counts from its
 * receipt (months), the portal's answers and reports from the test day (years). No Dutch page, post
 * or document gives a submission a period in years, a result one in months, or any other period.
 */
const SITE = path.resolve(__dirname, '../../..');
const DAY_MS = 24 * 60 * 60 * 1000;

function filesUnder(dir: string, extension: RegExp): string[] {
  return fs
    .readdirSync(path.join(SITE, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name) && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => path.relative(SITE, path.join(entry.parentPath, entry.name)));
}

const isDutch = (file: string) =>
  !file.startsWith('documents/') || /^locale: nl$/m.test(fs.readFileSync(path.join(SITE, file), 'utf8'));
const SOURCES = [
  ...filesUnder('docs', /\.mdx$/),
  ...filesUnder('blog', /\.mdx$/),
  ...filesUnder('src/pages', /\.mdx$/),
  ...filesUnder('documents', /\.md$/),
].filter(isDutch);

/** The sentences of a text that say how long something is kept, with the data file's fields filled in. */
function keepingSentences(text: string): string[] {
  const filled = text
    .replace(/\{RETENTION\.(\w+)\.text\}/g, (_match, key: keyof typeof RETENTION) => RETENTION[key].text)
    .replace(/\{\{(retention\.\w+)\}\}/g, (_match, field: string) => siteFields()[field] ?? field)
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ');
  return filled.split(/(?<=[.;:])\s/).filter((sentence) => /bewa|verwijder|wissen|beschikbaar/i.test(sentence));
}

const PERIOD = /\b(\d+|een|één|twee|drie|vier|vijf|zes|tien|twaalf) (maanden|maand|jaar|jaren|dagen|weken)\b/gi;
const SUBMISSION = /aanmelding|inzending|bericht|contactformulier/i;
const RESULT = /rapport|antwoorden|resultaten|uitslag|profiel/i;

/** What is wrong with one sentence's periods, or null. */
function problem(sentence: string): string | null {
  const periods = [...sentence.matchAll(PERIOD)].map((match) => match[0].toLowerCase());
  const allowed = [`${RETENTION.submissions.months} maanden`, `${RETENTION.short.days} dagen`, RETENTION.results.text.replace(/ na de afname$/, '')];
  const other = periods.find((period) => !allowed.includes(period));
  if (other) return `"${other}" is no period of src/data/retention.ts`;
  const inYears = periods.some((period) => /jaar/.test(period));
  const inMonths = periods.some((period) => /maanden/.test(period));
  if (SUBMISSION.test(sentence) && !RESULT.test(sentence) && inYears) return 'a submission is kept in months, from receipt';
  if (RESULT.test(sentence) && !SUBMISSION.test(sentence) && inMonths) return 'a result is kept in years, from the test';
  return null;
}

describe('retention periods', () => {
  it('finds a contradiction like the one a reader found (the rule can fail)', () => {
    expect(problem('Aanmeldingen, antwoorden en rapporten worden twee jaar na de afname verwijderd.')).toBeNull();
    expect(problem('Aanmeldingen worden twee jaar na de afname verwijderd.')).toMatch(/submission/);
    expect(problem('Rapporten bewaren we 24 maanden.')).toMatch(/result/);
    expect(problem('Inzendingen bewaren we 36 maanden na ontvangst.')).toMatch(/36 maanden/);
  });

  it('every Dutch page, post and document states the periods of src/data/retention.ts', () => {
    const found = SOURCES.flatMap((file) =>
      keepingSentences(fs.readFileSync(path.join(SITE, file), 'utf8')).flatMap((sentence) => {
        const wrong = problem(sentence);
        return wrong ? [`${file}: ${wrong}: "${sentence}"`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('the privacy PDF tells submissions and results apart', () => {
    const pdf = fs.readFileSync(path.join(SITE, 'documents/downloads/help/privacy-en-portaal.md'), 'utf8');
    expect(pdf).toContain('{{retention.results}}');
    expect(pdf).toContain('{{retention.submissions}}');
  });

  it('the server keeps what the texts say: 30 days for the short periods, RETENTION=24m in the deployment guide', () => {
    expect(SHORT_RETENTION_MS).toBe(RETENTION.short.days * DAY_MS);
    const deploy = fs.readFileSync(path.join(SITE, 'DEPLOY.md'), 'utf8');
    expect(deploy).toMatch(new RegExp(`^RETENTION=${RETENTION.submissions.setting}$`, 'm'));
    expect(deploy).toContain(`RETENTION_DAYS:-${RETENTION.short.days}`);
    const now = new Date('2026-12-07T00:00:00Z');
    expect(ageCutoff(RETENTION.submissions.setting, now)).toEqual(new Date('2024-12-07T00:00:00Z'));
  });
});
