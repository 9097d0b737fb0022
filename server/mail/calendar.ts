/**
 * A calendar entry (iCalendar, RFC 5545) for the first test days a registration chose: one all-day
 * event per day, with a UID that stays the same per registration and product, so that a later
 * change (a higher SEQUENCE) or a cancellation (METHOD:CANCEL) replaces the entry instead of adding one.
 */
export type TestDay = { uid: string; day: string; title: string; description: string };

/** Text values escaped as RFC 5545 asks: backslash, semicolon, comma and newlines. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: continued on the next line after one space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
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
  options: { sequence?: number; method?: 'PUBLISH' | 'CANCEL'; now?: Date } = {},
): string {
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AMN//Aanmeldingen//NL',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    ...days.flatMap((day) => [
      'BEGIN:VEVENT',
      `UID:${day.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(day.day)}`,
      `DTEND;VALUE=DATE:${compactDay(nextDay(day.day))}`,
      `SEQUENCE:${options.sequence ?? 0}`,
      `SUMMARY:${escapeText(day.title)}`,
      `DESCRIPTION:${escapeText(day.description)}`,
      'TRANSP:TRANSPARENT',
      ...(options.method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
