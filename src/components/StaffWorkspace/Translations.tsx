import { ColumnHeads } from './ColumnHeads';
import React, { useEffect, useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import type { TranslationReport, TranslationState } from '@site/src/domain/translations';
import { STAFF_TEXTS, staffGet, when } from './api';
import styles from './styles.module.css';

const T = STAFF_TEXTS.translations;
const STATE_LABELS: Record<TranslationState, string> = T.states;

/** '20-11-2026' for a stored day (2026-11-20). */
const day = (iso: string) => iso.split('-').reverse().join('-');

/**
 * "Vertalingen": the Dutch texts that need a Romanian version and whether it is missing, outdated
 * or current, as the build of the site being served found them (npm run translations says the same).
 */
export default function Translations() {
  const [report, setReport] = useState<TranslationReport | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    staffGet<TranslationReport>(API_PATHS.staffTranslations).then(
      (answer) => current && setReport(answer),
      (error: Error) => current && setMessage(error.message),
    );
    return () => {
      current = false;
    };
  }, []);

  const { ontbreekt = 0, verouderd = 0, actueel = 0 } = report?.totals ?? {};
  return (
    <section aria-labelledby="translations-title" className={styles.translations}>
      <h2 id="translations-title">{T.title}</h2>
      {message && <p>{message}</p>}
      {report && (
        <>
          <p>{T.totals(ontbreekt, verouderd, actueel, when(report.madeAt))}</p>
          {report.entries.length > 0 && (
            // Cards on a phone, like the other tables: long paths and git commands wrap in their card.
            <table className={`${styles.table} ${styles.cards}`}>
              <caption className={styles.caption}>{T.caption}</caption>
              <thead>
                <tr>
                  <ColumnHeads labels={[T.state, T.source, T.translation, T.note]} />
                </tr>
              </thead>
              <tbody>
                {report.entries.map((entry) => (
                  <tr key={`${entry.source}→${entry.translation}`}>
                    <td data-label={T.state}>{STATE_LABELS[entry.state]}</td>
                    <td data-label={T.source}>
                      <code>{entry.source}</code>
                    </td>
                    <td data-label={T.translation}>
                      <code>{entry.translation}</code>
                    </td>
                    <td data-label={T.note}>
                      <span>
                        {entry.changedOn && T.changedOn(day(entry.changedOn))}
                        {entry.diffCommand && (
                          <>
                            {T.diff} <code>{entry.diffCommand}</code>{' '}
                          </>
                        )}
                        {entry.note}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
