import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { renderOutboxMail } from '../../mail/render-outbox';
import { markProven } from '../../mail/proof';
import { submissionDetail } from '../../staff/workspace/detail';
import { exportFields } from '../../staff/workspace/export-fields';
import { readSubmission } from '../../submissions/store/rows';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';

/**
 * Devices are one or more (issue 64): a registration stores the list, and every surface reads it
 * as one line: its mail, its page, the workspace's record and the export. A payload stored before,
 * with one device as text, reads as a list of one everywhere.
 */
const PUBLIC_URL = 'https://amn.example.nl';
const TYPE = 'doorstroomtoets-pre-registration-2027';
const EMAIL = 'anna@anker.example.nl';

function preRegistration(device_type: unknown) {
  const values = validValues(TYPE) as { products: { Doorstroomtoets: object } };
  return {
    ...values,
    type: TYPE,
    school: school({ naam: 'OBS Het Anker' }),
    products: { Doorstroomtoets: { ...values.products.Doorstroomtoets, device_type } },
    contacts: [
      {
        first_name: 'Anna',
        last_name: 'Jansen',
        email: EMAIL,
        work_number: '024 123 45 67',
        job_title: 'Directeur',
        '100000000001': true,
      },
    ],
  };
}

async function registrationId(t: TestApp): Promise<string> {
  const row = await t.storage.db
    .selectFrom('submissions')
    .select('id')
    .where('type', '=', TYPE)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every surface's line about the devices. */
async function devicesEverywhere(t: TestApp, id: string) {
  const outbox = await t.storage.db
    .selectFrom('outbox')
    .selectAll()
    .where('submission_id', '=', id)
    .where('recipient', '=', EMAIL)
    .where('template', '=', 'confirmation')
    .executeTakeFirstOrThrow();
  const mail = await renderOutboxMail(t.storage.db, outbox, {
    publicUrl: PUBLIC_URL,
    signingKey: t.app.signingKey,
    now: new Date(t.now()),
  });
  const token = personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, EMAIL))!);
  const page = (await t.inject({ url: `/api/registration?token=${token}` })).json();
  const detail = await submissionDetail(t.storage.db, id, { isSharedDomain: () => false, now: new Date(t.now()) });
  const row = await readSubmission(t.storage.db, { id });
  // The stored payload as its form's schema reads it: what every reader starts from.
  const values = row!.payload.ok ? row!.payload.values : null;
  const cells = exportFields(TYPE, values, undefined);
  const exported = cells.find((cell) => /type apparaten/.test(cell.column))?.cell;
  const line = (rows: { label: string; value: string }[]) =>
    rows.find((entry) => entry.label === 'Type apparaten')?.value;
  return {
    mail: /Type apparaten:?\s*([^\n]+)/.exec(mail.text)?.[1]?.trim(),
    page: line(page.rows),
    workspace: line(detail!.rows),
    // One text cell: the export's cells are typed.
    export: exported?.kind === 'text' ? exported.text : exported,
    stored:
      values && 'products' in values && 'Doorstroomtoets' in values.products
        ? values.products.Doorstroomtoets.device_type
        : undefined,
  };
}

describeEachEngine('devices, one or more', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { publicUrl: PUBLIC_URL }, { now: dayClock('2026-10-15').now });
    await markProven(t.storage.db, EMAIL, new Date(t.now()).toISOString());
  });
  afterAll(() => t.close());

  it('stores the list and reads it as one line in the mail, on the page, in the workspace and the export', async () => {
    const answer = await t.post('/api/process-form', preRegistration(['Chromebooks', 'iPads']), {
      headers: { origin: PUBLIC_URL },
    });
    expect(answer.statusCode).toBe(307);
    const id = await registrationId(t);
    const raw = await t.storage.db
      .selectFrom('submissions')
      .select('payload')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(raw.payload).products.Doorstroomtoets.device_type).toEqual(['Chromebooks', 'iPads']);
    expect(await devicesEverywhere(t, id)).toMatchObject({
      stored: ['Chromebooks', 'iPads'],
      mail: 'Chromebooks en iPads',
      page: 'Chromebooks en iPads',
      workspace: 'Chromebooks en iPads',
      export: 'Chromebooks, iPads',
    });
  });

  it('refuses no device at all, naming the field', async () => {
    const answer = await t.post('/api/process-form', preRegistration([]), { headers: { origin: PUBLIC_URL } });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Type apparaten is verplicht');
  });

  it('reads a payload stored before, with one device as text, as a list of one everywhere', async () => {
    const answer = await t.post('/api/process-form', preRegistration(['MacBooks']), {
      headers: { origin: PUBLIC_URL },
    });
    expect(answer.statusCode).toBe(307);
    const id = await registrationId(t);
    // What the form stored before issue 64: one device as text.
    const raw = await t.storage.db
      .selectFrom('submissions')
      .select('payload')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const old = JSON.parse(raw.payload);
    old.products.Doorstroomtoets.device_type = 'MacBooks';
    await t.storage.db
      .updateTable('submissions')
      .set({ payload: JSON.stringify(old) })
      .where('id', '=', id)
      .execute();
    expect(await devicesEverywhere(t, id)).toMatchObject({
      stored: ['MacBooks'],
      mail: 'MacBooks',
      page: 'MacBooks',
      workspace: 'MacBooks',
      export: 'MacBooks',
    });
  });
});
