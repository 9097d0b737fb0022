import React, { useCallback, useEffect, useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import { EMPTY_FILTER, filterQuery, staffGet, type Filter, type ListItem } from './api';
import FailedMails from './FailedMails';
import Filters from './Filters';
import Overview from './Overview';
import SubmissionDetail from './SubmissionDetail';
import SubmissionList from './SubmissionList';
import Translations from './Translations';
import styles from './styles.module.css';

type Page = { items: ListItem[]; next: string | null };

/**
 * The staff workspace at /beheer once logged in: the counts at a glance, the submissions with their
 * filters and export, one submission in full, the failed mails and the state of the translations.
 */
export default function StaffWorkspace() {
  const [filter, setFilter] = useState<Filter>(EMPTY_FILTER);
  const [list, setList] = useState<Page>({ items: [], next: null });
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    staffGet<Page>(`${API_PATHS.staffSubmissions}${filterQuery(filter)}`).then(
      (page) => {
        if (!current) return;
        setList(page);
        setError(null);
      },
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [filter, reloads]);

  const more = useCallback(async () => {
    if (!list.next) return;
    const page = await staffGet<Page>(`${API_PATHS.staffSubmissions}${filterQuery(filter, { after: list.next })}`);
    setList((shown) => ({ items: [...shown.items, ...page.items], next: page.next }));
  }, [filter, list.next]);

  const open = (id: string) => {
    setSelected(id);
    requestAnimationFrame(() => document.getElementById('detail')?.focus());
  };

  return (
    <div className={styles.workspace}>
      <Overview reloads={reloads} />
      <section aria-labelledby="list-title">
        <h2 id="list-title">Inzendingen</h2>
        <Filters filter={filter} onChange={setFilter} />
        {error && <p role="alert">{error}</p>}
        <SubmissionList
          items={list.items}
          selected={selected}
          onOpen={open}
          more={list.next !== null}
          onMore={() => void more()}
        />
      </section>
      <div id="detail" tabIndex={-1} className={styles.detailFrame}>
        {selected && (
          <SubmissionDetail key={selected} id={selected} onChanged={() => setReloads((count) => count + 1)} />
        )}
      </div>
      <FailedMails onOpen={open} />
      <Translations />
    </div>
  );
}
