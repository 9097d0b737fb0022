import { SITE } from '../../src/data/site';

/**
 * A calendar entry (iCalendar, RFC 5545) for the first test days a registration chose: one all-day
 * event per day, with a UID that stays the same per registration and product, so that a later
 * change (a higher SEQUENCE) or a cancellation (METHOD:CANCEL) replaces the entry instead of adding
 * one. Both carry the helpdesk as ORGANIZER: calendars ignore a cancellation without one.
 */
export type TestDay = { uid: string; day: string; title: string; description: string };

export type Organizer = { name: string; email: string };

const HELPDESK: Organizer = { name: `${SITE.name} helpdesk`, email: SITE.helpdeskEmail };

/** Every line break a hand-typed text may hold: CR LF, CR, LF, NEL, line and paragraph separator, VT, FF. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029\v\f]/g;
/** The other C0 and C1 controls and DEL, which no calendar value may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/**
 * A TEXT value as RFC 5545 asks: without control characters, backslash, semicolon and comma escaped.
 * Line breaks become the escaped `\n` in a multi-line value, and a space in a one-line one (a title).
 */
function escapeText(text: string, { multiLine }: { multiLine: boolean }): string {
  const lines = text.split(LINE_BREAKS).map((line) =>
    line
      .replace(CONTROLS, '')
      .replace(/\t/g, ' ')
      .replace(/[\\;,]/g, (char) => `\\${char}`),
  );
  return multiLine
    ? lines.join('\\n')
    : lines
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
}

/** A parameter value (the CN): no controls, no double quotes; quoted. */
const paramText = (text: string) => `"${text.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(/"/g, "'")}"`;

/**
 * Lines longer than 75 octets are folded: continued on the next line after one space. The cut falls
 * between characters (code points), never inside one: an emoji stays whole.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // The first line has 75 octets; a continuation line 74 after its leading space.
  let room = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
      room = 74;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function calendar(
  days: readonly TestDay[],
  options: { sequence?: number; method?: 'PUBLISH' | 'CANCEL'; now: Date; organizer?: Organizer },
): string {
  const stamp = options.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const organizer = options.organizer ?? HELPDESK;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AMN//Aanmeldingen//NL',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    ...days.flatMap((day) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(day.uid, { multiLine: false })}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(day.day)}`,
      `DTEND;VALUE=DATE:${compactDay(nextDay(day.day))}`,
      `SEQUENCE:${options.sequence ?? 0}`,
      `ORGANIZER;CN=${paramText(organizer.name)}:mailto:${organizer.email}`,
      `SUMMARY:${escapeText(day.title, { multiLine: false })}`,
      `DESCRIPTION:${escapeText(day.description, { multiLine: true })}`,
      'TRANSP:TRANSPARENT',
      ...(options.method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
