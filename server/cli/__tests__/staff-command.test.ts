import QRCode from 'qrcode';
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import type { Storage } from '../../storage/database';
import { recordAudit } from '../../audit/audit';
import { createSession, findSession } from '../../staff-store/sessions';
import { verifyPassword } from '../../staff/password';
import { exportPersonalData, erasePersonalData } from '../../privacy/privacy';
import { runStaffCommand, StaffUsageError } from '../staff-command';

const NOW = new Date('2026-11-25T09:00:00Z');
const typed = (text: string) => ({ readStdin: async () => text, publicUrl: 'https://www.amn.nl', now: NOW });
const ENROLMENT_LINK = /^https:\/\/www\.amn\.nl\/beheer\?instellen=([A-Za-z0-9_-]{43})$/;
const terminal = typed('');

describeEachEngine('npm run staff', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;

  beforeAll(async () => {
    storage = await database.open();
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  const hashOf = async (email: string) =>
    (
      await storage.db
        .selectFrom('staff_accounts')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  /** The account's stored enrolment: the link token's hash and its end. */
  const enrolmentOf = (email: string) =>
    storage.db
      .selectFrom('staff_accounts')
      .select(['totp_enrolment_hash', 'totp_enrolment_expires_at', 'totp_enrolled_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('adds an account with the password from standard input, or a generated one printed once', async () => {
    const added = await runStaffCommand(storage.db, ['add', 'Els@AMN.nl'], typed('een lang wachtwoord\n'));
    const [first, explained, link] = added.split('\n');
    expect(first).toBe('Added els@amn.nl.');
    expect(explained).toMatch(/one-time link .*valid 24 hours/);
    // The link's token is printed once; only its hash is stored, valid for 24 hours.
    const token = ENROLMENT_LINK.exec(link)?.[1];
    expect(token).toBeDefined();
    const stored = await enrolmentOf('els@amn.nl');
    expect(stored.totp_enrolment_hash).not.toContain(token!);
    expect(stored.totp_enrolment_expires_at).toBe('2026-11-26T09:00:00.000Z');
    expect(stored.totp_enrolled_at).toBeNull();
    expect(await verifyPassword('een lang wachtwoord', await hashOf('els@amn.nl'))).toBe(true);

    const output = await runStaffCommand(storage.db, ['add', 'jan@amn.nl', '--totp'], terminal);
    const lines = output.split('\n');
    const password = /^Password \(shown once\): (\S{20})$/.exec(lines[1])?.[1] ?? '';
    expect(await verifyPassword(password, await hashOf('jan@amn.nl'))).toBe(true);
    const uri = lines.at(-1)!;
    expect(uri).toMatch(/^otpauth:\/\/totp\/AMN:jan%40amn\.nl\?/);
    expect(new URL(uri).searchParams.get('secret')).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(uri).searchParams.get('issuer')).toBe('AMN');
    // The QR code of exactly that address stands above it, drawn in the terminal.
    expect(output).toContain(await QRCode.toString(uri, { type: 'terminal', small: true }));
    expect(output).toMatch(/[▀▄█]/);

    await expect(runStaffCommand(storage.db, ['add', 'els@amn.nl'], terminal)).rejects.toThrow(/exists already/);
    await expect(runStaffCommand(storage.db, ['add', 'kort@amn.nl'], typed('kort'))).rejects.toThrow(StaffUsageError);
    await expect(runStaffCommand(storage.db, ['add', 'geen-adres'], terminal)).rejects.toThrow(StaffUsageError);
  });

  it('lists the accounts with their last login', async () => {
    expect(await runStaffCommand(storage.db, ['list'], terminal)).toBe(
      ['els@amn.nl\tlast login never\tTOTP not set up (enrolment link)', 'jan@amn.nl\tlast login never\tTOTP'].join(
        '\n',
      ),
    );
  });

  it('prints a new enrolment link that replaces the earlier one, only while no second factor is set up', async () => {
    const before = (await enrolmentOf('els@amn.nl')).totp_enrolment_hash;
    const output = await runStaffCommand(storage.db, ['enrolment-link', 'els@amn.nl'], terminal);
    expect(output.split('\n')[1]).toMatch(ENROLMENT_LINK);
    expect((await enrolmentOf('els@amn.nl')).totp_enrolment_hash).not.toBe(before);
    await expect(runStaffCommand(storage.db, ['enrolment-link', 'jan@amn.nl'], terminal)).rejects.toThrow(
      /use reset-totp/,
    );
    await expect(runStaffCommand(storage.db, ['enrolment-link', 'niemand@amn.nl'], terminal)).rejects.toThrow(
      /No account/,
    );
  });

  it('resets password and second factor, ending the sessions', async () => {
    const at = new Date('2026-11-25T09:00:00Z');
    const token = await createSession(storage.db, 'jan@amn.nl', 'in', at);
    await runStaffCommand(storage.db, ['reset-password', 'jan@amn.nl'], typed('nog een lang wachtwoord'));
    expect(await verifyPassword('nog een lang wachtwoord', await hashOf('jan@amn.nl'))).toBe(true);
    expect(await findSession(storage.db, token, at)).toBeNull();

    const again = await createSession(storage.db, 'jan@amn.nl', 'in', at);
    const reset = await runStaffCommand(storage.db, ['reset-totp', 'jan@amn.nl'], terminal);
    expect(reset.split('\n')[2]).toMatch(ENROLMENT_LINK);
    expect(await findSession(storage.db, again, at)).toBeNull();
    expect(await runStaffCommand(storage.db, ['list'], terminal)).toMatch(
      /jan@amn\.nl\tlast login never\tTOTP not set up \(enrolment link\)/,
    );
  });

  it('removes an account and ends its sessions at once', async () => {
    const at = new Date('2026-11-25T09:00:00Z');
    const token = await createSession(storage.db, 'jan@amn.nl', 'in', at);
    expect(await runStaffCommand(storage.db, ['remove', 'jan@amn.nl'], terminal)).toBe(
      'Removed jan@amn.nl; its sessions have ended.',
    );
    expect(await findSession(storage.db, token, at)).toBeNull();
    await expect(runStaffCommand(storage.db, ['remove', 'jan@amn.nl'], terminal)).rejects.toThrow(/No account/);
  });

  it('prints the audit trail, from a date on', async () => {
    await recordAudit(storage.db, { actor: 'els@amn.nl', action: 'login' }, new Date('2026-11-20T08:00:00Z'));
    await recordAudit(
      storage.db,
      { actor: 'els@amn.nl', action: 'detail-view', submissionId: 's-1' },
      new Date('2026-11-26T08:00:00Z'),
    );
    const all = await runStaffCommand(storage.db, ['audit'], terminal);
    expect(all.split('\n')[0]).toBe('2026-11-20T08:00:00.000Z\tels@amn.nl\tlogin\t\t');
    const since = await runStaffCommand(storage.db, ['audit', '--since', '2026-11-26'], terminal);
    expect(since).toBe('2026-11-26T08:00:00.000Z\tels@amn.nl\tdetail-view\ts-1\t');
    await expect(runStaffCommand(storage.db, ['audit', '--since', 'gisteren'], terminal)).rejects.toThrow(
      StaffUsageError,
    );
  });

  it('privacy export and erase cover the staff account and its audit rows', async () => {
    const exported = await exportPersonalData(storage.db, 'ELS@amn.nl');
    expect(exported.staff.account).toEqual(expect.objectContaining({ email: 'els@amn.nl', totpEnrolled: false }));
    expect(JSON.stringify(exported.staff)).not.toMatch(/scrypt|password_hash/);
    expect(exported.staff.audit.map((row) => row.action)).toEqual(['login', 'account-added', 'detail-view']);

    const erased = await erasePersonalData(storage.db, 'els@amn.nl');
    expect(erased).toEqual(expect.objectContaining({ staffAccounts: 1, auditRows: 3 }));
    const left = await exportPersonalData(storage.db, 'els@amn.nl');
    expect(left.staff).toEqual({ account: null, audit: [] });
    const trail = await runStaffCommand(storage.db, ['audit'], terminal);
    expect(trail).not.toMatch(/els@amn\.nl/);
    expect(trail).toMatch(/verwijderde medewerker\tdetail-view\ts-1/);
  });
});
