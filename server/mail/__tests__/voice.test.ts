import { FORM_DEFINITIONS, HELPDESK_REQUEST_DEFINITION } from '../../../src/domain/forms/definitions';
import { voiceViolations, type Voice } from '../../../src/domain/voice';
import { MAIL_WORDS } from '../mail-texts';
import { errorTextsFor } from '../../http/error-texts';
import { CHANGED_MEANWHILE, CHANGED_TOO_OFTEN } from '../../registration-service/texts';
import { CHANGES_CLOSED } from '../../registrations/view';
import { ALREADY_UNSUBSCRIBED, UNKNOWN_TOPICS } from '../../newsletter/routes';
import { INVALID_LINK } from '../../http/error-texts';
import { INVALID_REGISTRATION_LINK } from '../../registrations/routes';
import { answerTexts } from '../../answers/answers';

/**
 * Every mail says u in Dutch and dumneavoastră in Romanian (issue #29): the fixed mail texts, and
 * each form type's mail subject, opening and success text. A text is Dutch unless it sits under a
 * `ro` key; functions are called with sample values to get their sentence.
 */
type Found = { voice: Voice; text: string };

function texts(value: unknown, voice: Voice = 'u'): Found[] {
  if (typeof value === 'string') return [{ voice, text: value }];
  if (typeof value === 'function') {
    return texts((value as (...args: string[]) => unknown)('Anna', 'helpdesk@amn.nl', '024 - 345 40 41'), voice);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      texts(inner, key === 'ro' ? 'dumneavoastra' : key === 'nl' ? 'u' : voice),
    );
  }
  return [];
}

const violations = (found: Found[]) => found.flatMap(({ voice, text }) => voiceViolations(text, voice));

describe('the voice of the mails', () => {
  it('the fixed mail texts say u in Dutch and dumneavoastră in Romanian', () => {
    const found = [...texts(MAIL_WORDS.nl, 'u'), ...texts(MAIL_WORDS.ro, 'dumneavoastra')];
    expect(found.length).toBeGreaterThan(20);
    expect(violations(found)).toEqual([]);
  });

  it.each(Object.entries({ ...FORM_DEFINITIONS, 'helpdesk-request': HELPDESK_REQUEST_DEFINITION }))(
    '%s: mail and success texts keep the voice',
    (_type, definition) => {
      const found = [...texts(definition.mail), ...texts(definition.success)];
      expect(found.length).toBeGreaterThan(0);
      expect(violations(found)).toEqual([]);
    },
  );

  it('would notice a mail that says je', () => {
    expect(violations(texts({ nl: 'Bedankt voor je bericht.', ro: 'Îți mulțumim.' }))).toHaveLength(2);
  });
});

describe("the voice of the API's answers", () => {
  // What the forms and pages show as the server wrote it: the intake's answers, the error texts,
  // the personal page's and the newsletter links' refusals. Their functions take a year and a day.
  const called = (record: object) =>
    Object.values(record).map((value: unknown) =>
      typeof value === 'function' ? (value as (year: number, day: string) => string)(2026, '2026-03-01') : value,
    );
  const dutch = [
    ...called(answerTexts('nl')),
    ...called(errorTextsFor('nl')),
    CHANGED_MEANWHILE.nl,
    CHANGED_TOO_OFTEN.nl,
    CHANGES_CLOSED,
    INVALID_REGISTRATION_LINK,
    INVALID_LINK.nl,
    ALREADY_UNSUBSCRIBED.nl,
    UNKNOWN_TOPICS.nl,
  ];
  const romanian = [
    ...called(answerTexts('ro')),
    ...called(errorTextsFor('ro')),
    CHANGED_MEANWHILE.ro,
    CHANGED_TOO_OFTEN.ro,
    INVALID_LINK.ro,
    ALREADY_UNSUBSCRIBED.ro,
    UNKNOWN_TOPICS.ro,
  ];

  it('say u in Dutch', () => {
    const found = dutch.flatMap((value) => texts(value, 'u'));
    expect(found.length).toBeGreaterThan(25);
    expect(violations(found)).toEqual([]);
  });

  it('say dumneavoastră in Romanian', () => {
    const found = romanian.flatMap((value) => texts(value, 'dumneavoastra'));
    expect(found.length).toBeGreaterThan(20);
    expect(violations(found)).toEqual([]);
  });
});
