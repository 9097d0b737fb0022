import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { sqliteBinding } from '../database';
import { MIGRATIONS } from '../migrations';

/**
 * A store from before the registration pages and the staff workspace (migrations up to 006) with a
 * registration and a contact form in it, brought up to date: the registration gets its state, both
 * get a handling status and the text staff search in.
 */
describe('migrations 007 and 008 on a store with submissions', () => {
  let dir: string;
  let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema changes under the test
  let migrator: Migrator;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-migrations-'));
    db = new Kysely({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite'), sqliteBinding()) }),
    });
    migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('006-staff-accounts')).error).toBeUndefined();
    const row = (id: string, type: string, payload: object, mode: string | null) =>
      sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash, registration_mode, registration_round, school_brin)
          VALUES (${id}, ${type}, '2026-01-05T10:00:00.000Z', ${JSON.stringify(payload)}, 'x', ${mode}, ${mode ? 2026 : null}, ${mode ? '03GR01' : null})`.execute(
        db,
      );
    await row(
      'registration-1',
      'doorstroomtoets-registration-2026',
      {
        school: { naam: 'Basisschool De Klimop', instellingscode: '03GR', vestigingscode: '01' },
        contacts: [{ first_name: 'Anna', email: 'Anna@School.nl' }],
      },
      'registration',
    );
    await row('contact-1', 'contact-form', { first_name: 'Bram', last_name: 'Smit', email: 'bram@example.nl' }, null);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives the registration its state and every submission a handling status and search text', async () => {
    const rows = await db
      .selectFrom('submissions')
      .select(['id', 'registration_state', 'handling_status', 'search_text'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'contact-1', registration_state: null, handling_status: 'nieuw', search_text: 'bram smit bram@example.nl' },
      {
        id: 'registration-1',
        registration_state: 'ontvangen',
        handling_status: 'nieuw',
        search_text: 'basisschool de klimop 03gr 03gr01 anna anna@school.nl',
      },
    ]);
  });

  it("frees a withdrawn registration's place in the round: the unique key covers the others only", async () => {
    const again = () =>
      sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash, registration_mode, registration_round, school_brin)
          VALUES ('registration-2', 'doorstroomtoets-registration-2026', '2026-01-06T10:00:00.000Z', '{}', 'y', 'registration', 2026, '03GR01')`.execute(
        db,
      );
    await expect(again()).rejects.toHaveProperty('code', 'SQLITE_CONSTRAINT_UNIQUE');
    await sql`UPDATE submissions SET withdrawn_at = '2026-01-06T09:00:00.000Z' WHERE id = 'registration-1'`.execute(db);
    await expect(again()).resolves.toBeDefined();
  });
});

/** Subscriptions stored before ids (migration 009) get one each and keep version 1, the version of their links. */
describe('migration 009 on a store with newsletter subscriptions', () => {
  it('gives every subscription an id of its own and leaves its version as it was', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-migrations-'));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema changes under the test
    const db = new Kysely<any>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite'), sqliteBinding()) }),
    });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('008-staff-workspace')).error).toBeUndefined();
    for (const email of ['anna@example.nl', 'bram@example.nl']) {
      await sql`INSERT INTO newsletter_subscriptions (email, state, state_changed_at, topics, locale, consent_text, signed_up_at, version, links_that_day)
          VALUES (${email}, 'confirmed', '2026-10-01T10:00:00.000Z', '["PO"]', 'nl', 'Ik ga akkoord', '2026-10-01T10:00:00.000Z', 1, 1)`.execute(
        db,
      );
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('newsletter_subscriptions').select(['email', 'id', 'version']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.version).toBe(1);
    }
    expect(rows[0].id).not.toBe(rows[1].id);
    await expect(
      sql`UPDATE newsletter_subscriptions SET id = ${rows[0].id} WHERE email = ${rows[1].email}`.execute(db),
    ).rejects.toHaveProperty('code', 'SQLITE_CONSTRAINT_UNIQUE');
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/**
 * Migration 010 on a store from before it: a changed registration takes the version of its last
 * change, a second factor the old first-login flow set but nobody confirmed is forgotten, and two
 * live completions of one pre-registration stop the migration with their pre-registration's id.
 */
describe('migration 010 on a store with changed registrations and pending second factors', () => {
  let dir: string;
  let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema changes under the test
  let migrator: Migrator;

  const submission = (id: string, registrationId: string | null = null) =>
    sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash, registration_id, registration_state)
        VALUES (${id}, 'doorstroomtoets-registration-2026', '2026-01-05T10:00:00.000Z', '{}', 'x', ${registrationId}, 'ontvangen')`.execute(
      db,
    );
  const version = (id: string, number: number) =>
    sql`INSERT INTO registration_versions (id, submission_id, version, at, kind, actor, previous_payload, changes)
        VALUES (${`${id}-${number}`}, ${id}, ${number}, '2026-01-06T10:00:00.000Z', 'change', 'a@b.nl', '{}', '[]')`.execute(
      db,
    );
  const account = (email: string, secret: string | null, enrolledAt: string | null) =>
    sql`INSERT INTO staff_accounts (email, password_hash, totp_secret, totp_enrolled_at, totp_last_step, created_at)
        VALUES (${email}, 'h', ${secret}, ${enrolledAt}, NULL, '2026-01-01T00:00:00.000Z')`.execute(db);

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-migrations-'));
    db = new Kysely({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite'), sqliteBinding()) }),
    });
    migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('008-staff-workspace')).error).toBeUndefined();
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('versions the registrations and forgets unconfirmed secrets', async () => {
    await submission('sent');
    await submission('changed');
    await version('changed', 2);
    await version('changed', 3);
    await account('enrolled@amn.nl', 'SECRETA', '2026-01-02T00:00:00.000Z');
    await account('pending@amn.nl', 'SECRETB', null);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('submissions').select(['id', 'version']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'changed', version: 3 },
      { id: 'sent', version: 1 },
    ]);
    const accounts = await db.selectFrom('staff_accounts').select(['email', 'totp_secret']).orderBy('email').execute();
    expect(accounts).toEqual([
      { email: 'enrolled@amn.nl', totp_secret: 'SECRETA' },
      { email: 'pending@amn.nl', totp_secret: null },
    ]);
  });

  it('stops with the ids of pre-registrations completed twice', async () => {
    await submission('pre');
    await submission('final-1', 'pre');
    await submission('final-2', 'pre');
    const { error } = await migrator.migrateToLatest();
    expect(String(error)).toMatch(/completed more than once.*: pre$/);
  });
});

/**
 * Migration 014 on a store with primary sign-ups made twice for one school: the first of a school
 * and product holds its key, a later one stays as it was, a withdrawn one holds none.
 */
describe('migration 014 on a store with primary sign-ups', () => {
  it('gives each product of a school and round to its first live sign-up', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-migrations-'));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema changes under the test
    const db = new Kysely<any>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite'), sqliteBinding()) }),
    });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('013-erasure-log-and-retention')).error).toBeUndefined();
    const signUp = (id: string, at: string, products: object, withdrawn: string | null = null) =>
      sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash, registration_round, school_brin, registration_state, withdrawn_at, handling_status)
          VALUES (${id}, 'aanmeldformulier-po', ${at}, ${JSON.stringify({ products })}, 'x', 2026, '03GR01', 'ontvangen', ${withdrawn}, 'nieuw')`.execute(
        db,
      );
    await signUp(
      'withdrawn',
      '2026-01-04T10:00:00.000Z',
      { Proeftoets: { subscribe: true } },
      '2026-01-04T11:00:00.000Z',
    );
    await signUp('first', '2026-01-05T10:00:00.000Z', {
      Proeftoets: { subscribe: true },
      AansluitingPOVO: { subscribe: false },
    });
    await signUp('second', '2026-01-06T10:00:00.000Z', {
      Proeftoets: { subscribe: true },
      AansluitingPOVO: { subscribe: true },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const keys = await db.selectFrom('sign_up_products').select(['key', 'submission_id']).orderBy('key').execute();
    expect(keys).toEqual([
      { key: '2026:03GR01:AansluitingPOVO', submission_id: 'second' },
      { key: '2026:03GR01:Proeftoets', submission_id: 'first' },
    ]);
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/** Registrations stored before the Kenmerk: each gets one, a final registration its pre-registration's. */
describe('migration 015 on a store with registrations', () => {
  let dir: string;
  let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema changes under the test

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-migrations-'));
    db = new Kysely({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite'), sqliteBinding()) }),
    });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('013-erasure-log-and-retention')).error).toBeUndefined();
    const row = (id: string, type: string, state: string | null, completes: string | null, round: number | null) =>
      sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash, registration_round, registration_id,
            registration_state, handling_status)
          VALUES (${id}, ${type}, '2026-01-05T10:00:00.000Z', '{}', 'x', ${round}, ${completes}, ${state}, 'nieuw')`.execute(
        db,
      );
    await row('pre', 'doorstroomtoets-pre-registration-2027', 'ontvangen', null, 2027);
    await row('final', 'doorstroomtoets-registration-2027', 'gewijzigd', 'pre', 2027);
    await row('po', 'aanmeldformulier-po', 'ingetrokken', null, 2026);
    await row('contact', 'contact-form', null, null, null);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives every registration a Kenmerk of its round, the final one its pre-registration’s', async () => {
    const rows = Object.fromEntries(
      (await db.selectFrom('submissions').select(['id', 'kenmerk']).execute()).map((item) => [item.id, item.kenmerk]),
    );
    expect(rows.pre).toMatch(/^AMN-2027-[A-Z0-9]{4}$/);
    expect(rows.final).toBe(rows.pre);
    expect(rows.po).toMatch(/^AMN-2026-[A-Z0-9]{4}$/);
    expect(rows.contact).toBeNull();
  });
});
