/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { TranslationReport } from '../../../src/domain/translations';
import translationStatusPlugin, { statusWarning } from '..';

const REPORT: TranslationReport = {
  madeAt: '2026-11-26T08:00:00.000Z',
  entries: [
    { state: 'ontbreekt', source: 'src/pages/cookie-statement.mdx', translation: 'i18n/ro/x.mdx' },
    {
      state: 'verouderd',
      source: 'docs/help/veelgestelde-vragen.mdx',
      translation: 'i18n/ro/pages/asistenta/faq.mdx',
      changedOn: '2026-11-20',
      diffCommand: 'git diff 0123456789ab -- docs/help/veelgestelde-vragen.mdx',
    },
    { state: 'actueel', source: 'docs/help/downloads.mdx', translation: 'i18n/ro/pages/asistenta/download.mdx' },
  ],
  totals: { ontbreekt: 1, verouderd: 1, actueel: 1 },
};

const context = (locale: string) =>
  ({ siteDir: '/site', i18n: { currentLocale: locale, defaultLocale: 'nl' } }) as unknown as LoadContext;

describe('the translation-status plugin', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  function globalDataIn(env: Record<string, string>) {
    Object.assign(process.env, env);
    let data: unknown;
    const plugin = translationStatusPlugin(context('ro'));
    void plugin.contentLoaded!({
      content: REPORT,
      actions: { setGlobalData: (value: unknown) => (data = value) },
    } as never);
    return data;
  }

  it('hands the pages the outdated Romanian files in the preview and in dev, and none to the public site', () => {
    const outdated = [
      {
        translation: 'i18n/ro/pages/asistenta/faq.mdx',
        source: 'docs/help/veelgestelde-vragen.mdx',
        changedOn: '2026-11-20',
      },
    ];
    expect(globalDataIn({ AMN_PREVIEW: 'true', NODE_ENV: 'production' })).toEqual({ outdated });
    expect(globalDataIn({ AMN_PREVIEW: '', NODE_ENV: 'development' })).toEqual({ outdated });
    expect(globalDataIn({ AMN_PREVIEW: '', NODE_ENV: 'production' })).toEqual({ outdated: [] });
  });

  it('writes the report into the default locale build and warns with the count', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await translationStatusPlugin(context('nl')).postBuild!({ content: REPORT, outDir } as never);
      expect(JSON.parse(fs.readFileSync(path.join(outDir, '.translation-status.json'), 'utf8'))).toEqual(REPORT);
      expect(warn).toHaveBeenCalledWith(
        '[translation-status] Vertalingen: 1 ontbreekt, 1 verouderd (npm run translations).',
      );
      fs.rmSync(path.join(outDir, '.translation-status.json'));
      await translationStatusPlugin(context('ro')).postBuild!({ content: REPORT, outDir } as never);
      expect(fs.existsSync(path.join(outDir, '.translation-status.json'))).toBe(false);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('does not warn when every translation is current', () => {
    expect(statusWarning({ ...REPORT, totals: { ontbreekt: 0, verouderd: 0, actueel: 3 } })).toBeNull();
  });
});
