import React, { useEffect, useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import { staffTranslationsAnswer } from '@site/src/domain/api-answers';
import type { TranslationReport } from '@site/src/domain/translations';
import { STAFF_TEXTS, staffGet, when } from './api';
import { sourceName, whatIsTheMatter } from './translation-words';
import styles from './styles.module.css';

const T = STAFF_TEXTS.translations;

/**
 * "Vertalingen", for the helpdesk: which texts of the Romanian site are missing or behind the Dutch
 * ones, by their address on the site and in plain words, as the build being served found them.
 * What an editor does about it (files, git, `--mark`) stays in `npm run translations`.
 */
export default function Translations() {
  const [report, setReport] = useState<TranslationReport | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    staffGet(API_PATHS.staffTranslations, staffTranslationsAnswer).then(
      (answer) => current && setReport(answer),
      (error: Error) => current && setMessage(error.message),
    );
    return () => {
      current = false;
    };
  }, []);

  const { ontbreekt = 0, verouderd = 0, actueel = 0 } = report?.totals ?? {};
  const toDo = report?.entries.filter((entry) => entry.state !== 'actueel') ?? [];
  return (
    <section aria-labelledby="translations-title" className={styles.translations}>
      <h2 id="translations-title">{T.title}</h2>
      <p>{T.intro}</p>
      {message && <p>{message}</p>}
      {report && <p>{T.totals(ontbreekt, verouderd, actueel, when(report.madeAt))}</p>}
      {toDo.length > 0 && (
        <>
          <h3 id="translations-to-do">{T.listTitle}</h3>
          <ul aria-labelledby="translations-to-do">
            {toDo.map((entry) => (
              <li key={`${entry.source}→${entry.translation}`}>
                <strong>{sourceName(entry.source)}</strong>: {whatIsTheMatter(entry)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
