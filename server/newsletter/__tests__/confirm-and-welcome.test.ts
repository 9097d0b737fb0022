import { sql } from 'kysely';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { newsletterLinks } from '../../newsletter-store/links';
import { findSubscription } from '../../newsletter-store/subscriptions';

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/** Makes the store refuse every welcome mail, as a full disk or a dropped connection would. */
async function refuseWelcomes(t: TestApp): Promise<() => Promise<void>> {
  const { db, engine } = t.storage;
  if (engine === 'sqlite') {
    await sql`CREATE TRIGGER refuse_welcome BEFORE INSERT ON outbox WHEN NEW.template = 'newsletter-welcome'
      BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(db);
    return async () => void (await sql`DROP TRIGGER refuse_welcome`.execute(db));
  }
  await sql`CREATE FUNCTION refuse_welcome() RETURNS trigger AS $$
      BEGIN IF NEW.template = 'newsletter-welcome' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER refuse_welcome BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_welcome()`.execute(
    db,
  );
  return async () => {
    await sql`DROP TRIGGER refuse_welcome ON outbox`.execute(db);
    await sql`DROP FUNCTION refuse_welcome()`.execute(db);
  };
}

describeEachEngine('a newsletter confirmation and its welcome mail are one write', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: Date.now });
  });
  afterAll(async () => t.close());

  it('when the welcome cannot be stored, the sign-up stays pending and the same link confirms it later, welcome and all', async () => {
    const email = 'welkom@example.nl';
    await t.post('/api/process-form', { type: 'newsletter', ...validValues('newsletter'), PO: true, email });
    const subscription = (await findSubscription(t.storage.db, email))!;
    const { confirm } = newsletterLinks('http://localhost:3000', t.app.signingKey, subscription, 'nl', Date.now());

    const allow = await refuseWelcomes(t);
    const failed = await t.post('/api/newsletter/confirm', { token: tokenOf(confirm) });
    await allow();
    expect(failed.statusCode).toBe(500);
    expect((await findSubscription(t.storage.db, email))?.state).toBe('pending');

    const again = await t.post('/api/newsletter/confirm', { token: tokenOf(confirm) });
    expect(again.json()).toEqual({ state: 'confirmed' });
    const templates = await t.storage.db
      .selectFrom('outbox')
      .select('template')
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute();
    expect(templates.map((row) => row.template)).toEqual(['newsletter-confirm', 'newsletter-welcome']);
  });
});
