import { BOT_FIELDS } from '../../../src/domain/constants';
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { countSubmissions, dayClock, startTestApp } from '../../../test/support/server/test-app';

/** A newsletter sign-up as the browser sends it: opened at `openedAt` (the first server's clock), filled in `fillMs`. */
function signUp(index: number, openedAt: number, fillMs: number) {
  return {
    type: 'newsletter',
    ...validValues('newsletter'),
    email: `lezer${index}@example.nl`,
    [BOT_FIELDS.honeypot]: '',
    [BOT_FIELDS.startedAt]: openedAt,
    [BOT_FIELDS.fillTime]: fillMs,
  };
}

/**
 * A restart whose clock is ten seconds behind the first run's (an NTP step, a host on another
 * clock): forms opened before it reach a server to which they seem opened 2 s ago, or in its future.
 * Each is judged by the fill time its browser measured, so every acknowledged sign-up is stored;
 * only a form really sent too fast is dropped, and that drop is counted.
 */
describeEachEngine('a restart with the clock set back ten seconds', (engine) => {
  it('stores every acknowledged sign-up, and counts the one bot it drops', async () => {
    const database = createTestDatabase(engine);
    const firstClock = dayClock().now;
    const acknowledged: number[] = [];
    let index = 0;
    try {
      const first = await startTestApp(engine, {}, { database, now: firstClock });
      for (let form = 0; form < 4; form += 1) {
        const response = await first.post('/api/process-form', signUp((index += 1), firstClock() - 60_000, 60_000), {
          bot: false,
        });
        expect(response.statusCode).toBe(200);
        acknowledged.push(index);
      }
      await first.close();

      const second = await startTestApp(engine, {}, { database, now: () => firstClock() - 10_000 });
      try {
        // Opened 4 to 15 s ago by the first clock: -6 s to +5 s by the second's.
        for (const fillMs of [4_000, 8_000, 12_000, 12_500, 15_000]) {
          const response = await second.post('/api/process-form', signUp((index += 1), firstClock() - fillMs, fillMs), {
            bot: false,
          });
          expect(response.statusCode).toBe(200);
          acknowledged.push(index);
        }
        // A bot sends within half a second: answered as a success, not stored, counted.
        const bot = await second.post('/api/process-form', signUp(99, firstClock() - 11_000, 500), { bot: false });
        expect(bot.statusCode).toBe(200);

        expect(await countSubmissions(second.storage.db)).toBe(acknowledged.length);
        const emails = await second.storage.db.selectFrom('submissions').select('payload').execute();
        for (const stored of acknowledged) {
          expect(emails.some((row) => String(row.payload).includes(`lezer${stored}@example.nl`))).toBe(true);
        }
        const drops = await second.storage.db.selectFrom('bot_drops').selectAll().execute();
        expect(drops.map((row) => [row.reason, Number(row.count)])).toEqual([['too-fast', 1]]);
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
