import ICAL from 'ical.js';
import type { StoredType } from '../../../src/domain/forms';
import { asStoredValues, validValues } from '../../../test/support/server/payloads';
import { calendar } from '../calendar';
import { renderMail } from '../compose';

const ID = 'Abc123_-Abc123_-Abc123';
/** A school name typed by hand, with every line break a pasted text may carry, and an emoji. */
const TYPED_NAME = 'De Klimop\r\nBEGIN:VALARM\rTRIGGER:-PT5M\nlocatie\u2028Noord\u0085en Zuid\u0007 🌳 Nijmegen';
/** Nothing of the C0 and C1 controls, DEL, NEL or the line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A lone UTF-16 surrogate: half a character. */
const BROKEN = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));
const eventsOf = (ics: string) => parse(ics).getAllSubcomponents('vevent');

describe('the calendar file (.ics)', () => {
  const type = 'aanmeldformulier-po' as const;
  const base = validValues(type) as Record<string, unknown> & { school: Record<string, unknown> };
  const values = { type, ...base, school: { ...base.school, naam: TYPED_NAME } };
  const submission = {
    id: ID,
    type: type as StoredType,
    values: asStoredValues(values),
    createdAt: '2026-11-24T10:00:00.000Z',
  };
  const icsOf = (mail: ReturnType<typeof renderMail>) =>
    String(mail.attachments.find((file) => file.filename === 'afnamedag.ics')?.content ?? '');

  const confirmation = icsOf(
    renderMail({
      template: 'confirmation',
      locale: 'nl',
      recipient: 'anna@school.example.nl',
      submission,
      publicUrl: 'https://www.amn.nl',
      personalLink: null,
      now: new Date(),
    }),
  );

  it('gives one event per test day whose SUMMARY holds no control character and whole characters', () => {
    const events = eventsOf(confirmation);
    expect(events).toHaveLength(2);
    expect(events.map((event) => new ICAL.Event(event).startDate.toString())).toEqual(['2025-12-01', '2026-03-02']);
    for (const event of events) {
      const summary = new ICAL.Event(event).summary;
      expect(summary).not.toMatch(CONTROL);
      expect(summary).not.toMatch(BROKEN);
      expect(summary).toContain('De Klimop BEGIN:VALARM TRIGGER:-PT5M locatie Noord en Zuid 🌳 Nijmegen');
      // The typed text is one value: no alarm or other component was smuggled in.
      expect(event.getAllSubcomponents()).toEqual([]);
    }
    expect(confirmation).not.toMatch(/^BEGIN:VALARM/m);
    // Every physical line ends in CRLF, and nothing else in the file is a control character.
    expect(confirmation.replace(/\r\n/g, '')).not.toMatch(CONTROL);
  });

  it('keeps line breaks of a description as escaped \\n and folds at 75 octets without splitting a character', () => {
    const ics = calendar(
      [
        {
          uid: `${ID}-x@amn.nl`,
          day: '2026-02-02',
          title: `${'🌳'.repeat(40)} école`,
          description: `Regel een\r\nregel twee\u2028regel drie${'é'.repeat(60)}`,
        },
      ],
      { now: new Date('2026-11-26T10:00:00Z') },
    );
    const lines = ics.split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // Each physical line is valid UTF-8 on its own: no character was cut in two.
      expect(Buffer.from(Buffer.from(line).toString('utf8')).equals(Buffer.from(line))).toBe(true);
      expect(line).not.toMatch(BROKEN);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    const [event] = eventsOf(ics);
    expect(new ICAL.Event(event).summary).toBe(`${'🌳'.repeat(40)} école`);
    expect(new ICAL.Event(event).description).toBe(`Regel een\nregel twee\nregel drie${'é'.repeat(60)}`);
  });

  it('names the helpdesk as ORGANIZER when it publishes, and when it cancels', () => {
    const days = [{ uid: `${ID}-x@amn.nl`, day: '2026-02-02', title: 'Doorstroomtoets', description: '' }];
    for (const method of ['PUBLISH', 'CANCEL'] as const) {
      const component = parse(calendar(days, { method, sequence: 2, now: new Date() }));
      expect(component.getFirstPropertyValue('method')).toBe(method);
      const organizer = component.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!;
      expect(organizer.getFirstValue()).toBe('mailto:helpdesk@amn.nl');
      expect(organizer.getParameter('cn')).toBe('AMN helpdesk');
    }
    expect(eventsOf(confirmation)[0].getFirstPropertyValue('organizer')).toBe('mailto:helpdesk@amn.nl');
  });

  it('carries the ORGANIZER in the mails of a change and a withdrawal', () => {
    const event = (kind: 'change' | 'withdraw') => ({
      version: 2,
      kind,
      actor: 'anna@school.example.nl',
      at: '2026-11-25T09:00:00.000Z',
      changes: [],
      // Added first days: the change sends the calendar entry.
      payloadBefore: {},
      payloadAfter: values,
    });
    for (const [template, kind, method] of [
      ['registration-changed', 'change', 'PUBLISH'],
      ['registration-withdrawn', 'withdraw', 'CANCEL'],
    ] as const) {
      const ics = icsOf(
        renderMail({
          template,
          locale: 'nl',
          recipient: 'anna@school.example.nl',
          submission,
          publicUrl: 'https://www.amn.nl',
          personalLink: null,
          event: event(kind),
          now: new Date(),
        }),
      );
      const component = parse(ics);
      expect(component.getFirstPropertyValue('method')).toBe(method);
      const events = component.getAllSubcomponents('vevent');
      expect(events).toHaveLength(2);
      for (const item of events) {
        expect(item.getFirstPropertyValue('organizer')).toBe('mailto:helpdesk@amn.nl');
        expect(new ICAL.Event(item).summary).not.toMatch(CONTROL);
      }
    }
  });
});
