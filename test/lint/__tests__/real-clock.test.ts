/**
 * The server reads the time from the app's clock only (eslint.config.mjs, NO_REAL_CLOCK): a real
 * `new Date()` or `Date.now()` would read another day than TODAY/CLOCK give the rest of the app.
 */
import { lintAs } from '../lint-as';

const clockReads = (pretendPath: string) =>
  lintAs('server-clock.ts', pretendPath).filter(
    (m) => m.ruleId === 'no-restricted-syntax' && /the one clock/.test(m.message),
  );

describe('reading the real time in the server', () => {
  it('is refused: `new Date()`, `Date.now()`, `Date()` and `Date.now` passed on; a given time is not', () => {
    const messages = clockReads('server/registrations/example.ts');
    expect(messages.map((m) => m.line)).toEqual([2, 3, 4, 5]);
    expect(messages[0].message).toMatch(/take `now` from the caller; TODAY\/CLOCK move it in tests and development/);
  });

  it('keeps the casts rule of the server beside it', () => {
    const casts = lintAs('server-casts-request.ts', 'server/routes/example.ts').filter(
      (m) => m.ruleId === 'no-restricted-syntax',
    );
    expect(casts.map((m) => m.line)).toEqual([5, 6, 7, 8]);
  });

  it('is allowed in server/clock.ts (where the real time is read), in tests and outside the server', () => {
    expect(clockReads('server/clock.ts')).toEqual([]);
    expect(clockReads('server/registrations/__tests__/example.test.ts')).toEqual([]);
    expect(clockReads('scripts/example.ts')).toEqual([]);
  });
});

describe('reading the real time in the browser', () => {
  const visitorClockReads = (pretendPath: string) =>
    lintAs('server-clock.ts', pretendPath).filter(
      (m) => m.ruleId === 'no-restricted-syntax' && /visitorClock/.test(m.message),
    );

  it('is refused outside the visitor’s clock module: the page reads one time', () => {
    expect(visitorClockReads('src/components/Example/index.tsx').map((m) => m.line)).toEqual([2, 3, 4, 5]);
    expect(visitorClockReads('src/theme/Example/index.tsx').map((m) => m.line)).toEqual([2, 3, 4, 5]);
  });

  it('is allowed in src/components/visitorClock.ts and in tests', () => {
    expect(visitorClockReads('src/components/visitorClock.ts')).toEqual([]);
    expect(visitorClockReads('src/components/Example/__tests__/example.test.tsx')).toEqual([]);
  });
});
