import { voiceViolations } from '../../../src/domain/voice';
import { CLAIM_WORDS } from '../claim-mail-texts';

/** The claim mails' words keep the voice: u in Dutch, dumneavoastră in Romanian (voice.test.ts for the others). */
describe('the voice of the claim mails', () => {
  const sentences = (words: object) =>
    Object.values(words).map((value: unknown) =>
      typeof value === 'function'
        ? String((value as (...args: string[]) => unknown)('2025-10-16', 'helpdesk@amn.nl', '024 - 345 40 41'))
        : String(value),
    );

  it('says u in Dutch and dumneavoastră in Romanian', () => {
    const dutch = sentences(CLAIM_WORDS.nl);
    const romanian = sentences(CLAIM_WORDS.ro);
    expect(dutch.length).toBeGreaterThan(15);
    expect(dutch.flatMap((text) => voiceViolations(text, 'u'))).toEqual([]);
    expect(romanian.flatMap((text) => voiceViolations(text, 'dumneavoastra'))).toEqual([]);
  });

  it('names the last day of the undo in words', () => {
    expect(CLAIM_WORDS.nl.day('2025-10-16')).toBe('donderdag 16 oktober 2025');
    expect(CLAIM_WORDS.ro.day('2025-10-16')).toMatch(/^joi,? 16 octombrie 2025$/);
  });
});
