import React from 'react';
import Head from '@docusaurus/Head';
import { usePluginData } from '@docusaurus/useGlobalData';
import { formatDutchLong } from '@site/src/domain/dates';
import styles from './styles.module.css';

type Outdated = { translation: string; source: string; changedOn?: string };

type Props = {
  /** The page's front matter as its content plugin loaded it. */
  frontMatter: Record<string, unknown>;
  /** The page's source as Docusaurus names it ('@site/i18n/ro/pages/asistenta/faq.mdx'). */
  source: string;
  /** An unlisted page (the preview's drafts and scheduled posts): search engines must not index it. */
  unlisted?: boolean;
};

/** '20-11-2026' for 2026-11-20. */
const shortDay = (iso: string) => iso.split('-').reverse().join('-');

/**
 * What an editor must know about a page before it goes public: a draft ("Concept"), a news post
 * waiting for its day ("Gepland voor …"), a Romanian translation whose Dutch source changed since.
 * Only `npm run dev` and `npm run preview` build such pages or hand out the outdated files; on the
 * public site this renders nothing but, for an unlisted page, its noindex. Editors' words, so Dutch on
 * both sites (marked as such).
 */
export default function EditorNotice({ frontMatter, source, unlisted = false }: Props) {
  const data = usePluginData('translation-status') as { outdated?: Outdated[] } | undefined;
  const file = source.replace(/^@site\//, '');
  const outdated = data?.outdated?.find((entry) => entry.translation === file);
  const isDraft = frontMatter.draft === true || frontMatter.preview_draft === true;
  const scheduledFor = typeof frontMatter.scheduled_for === 'string' ? frontMatter.scheduled_for : null;
  // The classic theme says noindex in its unlisted banner, which the site's own layouts do not render.
  const noIndex = unlisted && (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
  if (!isDraft && !scheduledFor && !outdated) return noIndex || null;
  return (
    <div className={styles.notices} lang="nl" data-search-ignore>
      {noIndex}
      {isDraft && (
        <p className={styles.notice} role="note">
          <strong>Concept</strong> Deze pagina is een concept en staat niet op de publieke site. Haal{' '}
          <code>draft: true</code> weg om haar te publiceren.
        </p>
      )}
      {scheduledFor && (
        <p className={styles.notice} role="note">
          <strong>Gepland voor {formatDutchLong(scheduledFor)}</strong> Dit bericht verschijnt op de site met de build
          van die dag.
        </p>
      )}
      {outdated && (
        <p className={styles.notice} role="note">
          <strong>Vertaling verouderd</strong> De Nederlandse tekst <code>{outdated.source}</code> is gewijzigd
          {outdated.changedOn ? ` op ${shortDay(outdated.changedOn)}` : ''}, nadat deze pagina is vertaald. Werk de
          vertaling bij en markeer haar daarna met <code>npm run translations -- --mark {outdated.translation}</code>.
        </p>
      )}
    </div>
  );
}
