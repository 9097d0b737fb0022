import { API_PATHS } from '@site/src/domain/api';
import { staffListAnswer } from '@site/src/domain/api-answers';
import React, { useCallback, useEffect, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { WORKSPACE_PATH, addressOf, readAddress, staffGet, type Address, type Filter, type ListItem } from './api';
import FailedMails from './FailedMails';
import HeldMails from './HeldMails';
import Filters from './Filters';
import Overview from './Overview';
import SubmissionDetail from './SubmissionDetail';
import SubmissionList from './SubmissionList';
import Translations from './Translations';
import styles from './styles.module.css';

type Page = { items: ListItem[]; next: string | null };

/**
 * The staff workspace at /beheer once logged in. Every view has its own address in the query string
 * (the site is a static build): the list with its filters and order (`/beheer?q=…&sort=school`), one
 * record (`…&inzending=<id>`) and one of its mails (`…&mail=<id>`). Opening and filtering push a new
 * history entry, so Back and reload keep what was on screen and a record's address can be shared.
 */
export default function StaffWorkspace() {
  const location = useLocation();
  const history = useHistory();
  const address = readAddress(location.search);
  const go = useCallback((next: Address) => history.push(addressOf(next)), [history]);

  if (address.record) {
    return (
      <SubmissionDetail
        key={address.record}
        id={address.record}
        mail={address.mail}
        listAddress={addressOf({ ...address, record: null, mail: null })}
        onMail={(mail) => go({ ...address, mail })}
      />
    );
  }
  // A new address is a new list: no rows of the previous search stay on screen while the next loads.
  return (
    <ListView
      key={location.search}
      filter={address.filter}
      onFilter={(filter) => go({ filter, record: null, mail: null })}
    />
  );
}

function ListView({ filter, onFilter }: { filter: Filter; onFilter: (filter: Filter) => void }) {
  const [list, setList] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const query = addressOf({ filter, record: null, mail: null }).slice(WORKSPACE_PATH.length);

  useEffect(() => {
    let current = true;
    staffGet(`${API_PATHS.staffSubmissions}${query}`, staffListAnswer).then(
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
  }, [query, reloads]);

  const next = list?.next ?? null;
  const more = async () => {
    if (!next) return;
    const separator = query ? '&' : '?';
    const page = await staffGet(
      `${API_PATHS.staffSubmissions}${query}${separator}after=${encodeURIComponent(next)}`,
      staffListAnswer,
    );
    setList((shown) => ({ items: [...(shown?.items ?? []), ...page.items], next: page.next }));
  };

  return (
    <div className={styles.workspace}>
      <section aria-labelledby="list-title">
        <h1 id="list-title" className={styles.viewTitle}>
          Inzendingen
        </h1>
        {/* A new address gives a new form, so Back shows the filters of the list it returns to. */}
        <Filters key={query} filter={filter} onChange={onFilter} />
        {error && <p role="alert">{error}</p>}
        {list && (
          <SubmissionList
            items={list.items}
            filter={filter}
            more={list.next !== null}
            onMore={() => void more()}
            onChanged={() => setReloads((count) => count + 1)}
          />
        )}
      </section>
      <Overview reloads={reloads} />
      <HeldMails />
      <FailedMails />
      <Translations />
    </div>
  );
}
