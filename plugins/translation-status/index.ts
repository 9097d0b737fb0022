import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { REQUIRED_TRANSLATIONS } from '../../src/data/translations';
import { TRANSLATION_REPORT_FILE, type TranslationReport } from '../../src/domain/translations';
import { publicationMode } from '../news-blog/schedule';
import { ROMANIAN_FOLDERS, translationStatus } from './status';

/** What pages read of this plugin: the Romanian files whose source changed (dev and preview only). */
export type TranslationStatusGlobalData = {
  outdated: { translation: string; source: string; changedOn?: string }[];
};

/** The build's warning, or null when every listed translation is there and current. */
export function statusWarning(report: TranslationReport): string | null {
  const { ontbreekt, verouderd } = report.totals;
  if (ontbreekt + verouderd === 0) return null;
  return `[translation-status] Vertalingen: ${ontbreekt} ontbreekt, ${verouderd} verouderd (npm run translations).`;
}

/**
 * The translation status in every build: the default locale's build writes it as JSON for the staff
 * workspace and warns with the count of missing and outdated translations. In `npm run dev` and the
 * preview, pages get the outdated Romanian files, so theirs show a notice; the public site gets none.
 */
export default function translationStatusPlugin(context: LoadContext): Plugin<TranslationReport> {
  const isDefaultLocale = context.i18n.currentLocale === context.i18n.defaultLocale;
  return {
    name: 'translation-status',
    // npm run dev: a saved source or translation updates the notices.
    getPathsToWatch() {
      return ['docs', 'src/pages', ...ROMANIAN_FOLDERS].map((folder) =>
        path.join(context.siteDir, folder, '**/*.{md,mdx}'),
      );
    },
    async loadContent() {
      return translationStatus({ root: context.siteDir, required: REQUIRED_TRANSLATIONS });
    },
    async contentLoaded({ content, actions }) {
      const showNotices = publicationMode() !== 'production';
      const outdated = showNotices
        ? content.entries
            .filter((entry) => entry.state === 'verouderd')
            .map(({ translation, source, changedOn }) => ({ translation, source, ...(changedOn ? { changedOn } : {}) }))
        : [];
      actions.setGlobalData({ outdated } satisfies TranslationStatusGlobalData);
    },
    async postBuild({ content, outDir }) {
      if (!isDefaultLocale) return;
      await fs.writeFile(path.join(outDir, TRANSLATION_REPORT_FILE), `${JSON.stringify(content, null, 2)}\n`);
      const warning = statusWarning(content);
      if (warning) console.warn(warning);
    },
  };
}
