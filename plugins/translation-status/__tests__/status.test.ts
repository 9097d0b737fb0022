/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markTranslation } from '../mark';
import { reportText, translationStatus } from '../status';

/** A small site in a git repository of its own: Dutch sources, Romanian pages, the list of required ones. */
let root: string;
const REQUIRED = [
  { source: 'docs/help/downloads.mdx', translation: 'i18n/ro/pages/asistenta/download.mdx' },
  { source: 'docs/help/veelgestelde-vragen.mdx', translation: 'i18n/ro/pages/asistenta/faq.mdx' },
];

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}
function git(...args: string[]) {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}
function commit(message: string, date: string) {
  git('add', '-A');
  spawnSync('git', ['commit', '-qm', message], {
    cwd: root,
    env: { ...process.env, GIT_AUTHOR_DATE: `${date}T10:00:00`, GIT_COMMITTER_DATE: `${date}T10:00:00` },
  });
}
const status = () => translationStatus({ root, required: REQUIRED, now: new Date('2026-11-26T12:00:00Z') });
const stateOf = async (source: string) => (await status()).entries.find((entry) => entry.source === source);

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  git('init', '-q');
  git('config', 'user.email', 'redactie@example.org');
  git('config', 'user.name', 'Redactie');
  write(
    'docs/help/downloads.mdx',
    '---\ntitle: Downloads\nkeywords: [AMN]\n---\n\nAlle documenten om te downloaden.\n',
  );
  write('docs/help/veelgestelde-vragen.mdx', '---\ntitle: Veelgestelde vragen\n---\n\nHoe kom ik in het portaal?\n');
  write(
    'i18n/ro/pages/asistenta/download.mdx',
    '---\ntitle: Descărcări\nkeywords: [AMN]\n---\n\nToate documentele de descărcat.\n',
  );
  write('i18n/ro/pages/contact.mdx', '---\ntitle: Contact\n---\n\nScrisă pentru cititorii din România.\n');
  commit('Eerste versie', '2026-10-01');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the translation status of a small site', () => {
  it('reports a listed source without a Romanian version as ontbreekt, and leaves pages without a source out', async () => {
    const report = await status();
    expect(report.entries.map(({ state, source }) => [state, source])).toEqual([
      ['ontbreekt', 'docs/help/downloads.mdx'],
      ['ontbreekt', 'docs/help/veelgestelde-vragen.mdx'],
    ]);
    expect(report.entries[0].note).toContain('npm run translations -- --mark i18n/ro/pages/asistenta/download.mdx');
    expect(report.totals).toEqual({ ontbreekt: 2, verouderd: 0, actueel: 0 });
  });

  it('reports a marked translation as actueel; --mark keeps the rest of the file as it was', async () => {
    const before = fs.readFileSync(path.join(root, 'i18n/ro/pages/asistenta/download.mdx'), 'utf8');
    expect(await markTranslation(root, 'i18n/ro/pages/asistenta/download.mdx', REQUIRED)).toBe(
      'i18n/ro/pages/asistenta/download.mdx is nu gemarkeerd als vertaling van de huidige versie van docs/help/downloads.mdx.',
    );
    const after = fs.readFileSync(path.join(root, 'i18n/ro/pages/asistenta/download.mdx'), 'utf8');
    expect(after).toMatch(
      /^---\ntitle: Descărcări\nkeywords: \[AMN\]\ntranslatedFrom:\n {2}path: docs\/help\/downloads\.mdx\n {2}hash: '[0-9a-f]{16}'\n---\n/,
    );
    expect(after.slice(after.indexOf('\n---\n'))).toBe(before.slice(before.indexOf('\n---\n')));
    expect(await stateOf('docs/help/downloads.mdx')).toEqual({
      state: 'actueel',
      source: 'docs/help/downloads.mdx',
      translation: 'i18n/ro/pages/asistenta/download.mdx',
    });
    commit('Vertaling gemarkeerd', '2026-10-02');
  });

  it('stays actueel when only other front matter of the source changes', async () => {
    write(
      'docs/help/downloads.mdx',
      '---\ntitle: Downloads\nkeywords: [AMN, pdf]\n---\n\nAlle documenten om te downloaden.\n',
    );
    expect((await stateOf('docs/help/downloads.mdx'))?.state).toBe('actueel');
  });

  it('reports verouderd once the source text changed, with the day and the command to see the change', async () => {
    write('docs/help/downloads.mdx', '---\ntitle: Downloads\n---\n\nAlle documenten, nu ook de technische eisen.\n');
    const uncommitted = await stateOf('docs/help/downloads.mdx');
    expect(uncommitted?.state).toBe('verouderd');
    expect(uncommitted?.changedOn).toBeUndefined();
    commit('Downloads bijgewerkt', '2026-11-20');
    write('docs/help/downloads.mdx', '---\ntitle: Downloads\n---\n\nAlle documenten, ook de technische eisen.\n');
    commit('Downloads nog eens bijgewerkt', '2026-11-24');
    const entry = await stateOf('docs/help/downloads.mdx');
    // The translated version is the source as the first commit left it (marking changed only the Romanian file).
    const translated = git('log', '--format=%H', '-1', '--grep', 'Eerste versie').trim();
    expect(entry).toEqual({
      state: 'verouderd',
      source: 'docs/help/downloads.mdx',
      translation: 'i18n/ro/pages/asistenta/download.mdx',
      changedOn: '2026-11-20',
      diffCommand: `git diff ${translated.slice(0, 12)} -- docs/help/downloads.mdx`,
    });
    // The command shows the change since the translated version.
    const diff = spawnSync('sh', ['-c', entry!.diffCommand!], { cwd: root, encoding: 'utf8' }).stdout;
    expect(diff).toContain('+Alle documenten, ook de technische eisen.');
    expect(reportText(await status())).toContain('bron gewijzigd op 2026-11-20');
  });

  it('is actueel again after --mark, and counts every state in the totals', async () => {
    await markTranslation(root, 'i18n/ro/pages/asistenta/download.mdx', REQUIRED);
    const report = await status();
    expect(report.entries.map(({ state, source }) => [state, source])).toEqual([
      ['ontbreekt', 'docs/help/veelgestelde-vragen.mdx'],
      ['actueel', 'docs/help/downloads.mdx'],
    ]);
    const text = reportText(report);
    expect(text).toContain('actueel    docs/help/downloads.mdx → i18n/ro/pages/asistenta/download.mdx');
    expect(text).toContain('Totaal: 2 — 1 ontbreekt, 0 verouderd, 1 actueel.');
  });

  it('refuses to mark a file whose source it cannot tell, and names the way to give it', async () => {
    await expect(markTranslation(root, 'i18n/ro/pages/contact.mdx', REQUIRED)).rejects.toThrow(
      'Van welke Nederlandse tekst is i18n/ro/pages/contact.mdx een vertaling? Noem de bron: npm run translations -- --mark i18n/ro/pages/contact.mdx --from docs/…',
    );
    await expect(markTranslation(root, 'i18n/ro/pages/bestaat-niet.mdx', REQUIRED)).rejects.toThrow(
      'Het bestand i18n/ro/pages/bestaat-niet.mdx bestaat niet.',
    );
  });

  it('marks with --from a source that is not listed, and then reports that pair too', async () => {
    await markTranslation(root, 'i18n/ro/pages/contact.mdx', REQUIRED, 'docs/help/veelgestelde-vragen.mdx');
    const report = await status();
    expect(report.entries.find((entry) => entry.translation === 'i18n/ro/pages/contact.mdx')?.state).toBe('actueel');
    expect(report.totals).toEqual({ ontbreekt: 0, verouderd: 0, actueel: 2 });
  });
});
