import fs from 'node:fs';
import path from 'node:path';
import { HELPDESK_HOURS_TEXT } from '../helpdeskHours';
import { siteFields } from '../../../plugins/documents/siteFields';

/**
 * One set of helpdesk hours, from src/data/helpdeskHours.ts: no Dutch text writes a helpdesk time
 * itself, and every text that gives the hours also gives the earlier start of the test weeks.
 */
const SITE = path.resolve(__dirname, '../../..');

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
const read = (file: string) => fs.readFileSync(path.join(SITE, file), 'utf8').replace(/\s+/g, ' ');

/** A clock time in a sentence about the helpdesk or being reachable: '8.00', '7.30 uur'. */
const WRITTEN_TIME = /[^.]*(helpdesk|bereikbaar|afnameperiode)[^.]*\b\d{1,2}[.:]\d{2}\b[^.]*/gi;
const GIVES_HOURS = /\{\{helpdesk\.hours\}\}|HELPDESK_HOURS_TEXT\.(range|weekdays)/;
const GIVES_EARLY_START = /\{\{helpdesk\.testWeeksOpens\}\}|HELPDESK_HOURS_TEXT\.testWeeks(Range|Opens)/;

describe('helpdesk hours', () => {
  it('says the hours and the test weeks’ start in Dutch clock time', () => {
    expect(HELPDESK_HOURS_TEXT.weekdays).toBe('van maandag tot en met vrijdag van 8.00 tot 17.00 uur');
    expect(HELPDESK_HOURS_TEXT.testWeeksRange).toBe('van 7.30 tot 17.00 uur');
    expect(siteFields()['helpdesk.testWeeksOpens']).toBe('7.30 uur');
  });

  it('no Dutch page, post or document writes a helpdesk time itself', () => {
    const found = SOURCES.flatMap((file) => [...read(file).matchAll(WRITTEN_TIME)].map((match) => `${file}: ${match[0]}`));
    expect(found).toEqual([]);
  });

  it('every text that gives the hours gives the test weeks’ earlier start too', () => {
    const giving = SOURCES.filter((file) => GIVES_HOURS.test(read(file)));
    expect(giving).toEqual(
      expect.arrayContaining([
        'docs/help/index.mdx',
        'documents/downloads/help/handleiding-helpdesk.md',
        'documents/downloads/onderwijs/doorstroomtoets-technische-voorbereiding.md',
      ]),
    );
    expect(giving.filter((file) => !GIVES_EARLY_START.test(read(file)))).toEqual([]);
  });
});
