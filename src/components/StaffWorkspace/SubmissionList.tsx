import { API_PATHS } from '@site/src/domain/api';
import { ColumnHeads } from './ColumnHeads';
import React, { useId, useState } from 'react';
import Link from '@docusaurus/Link';
import { BULK_STATUS_MAX } from '@site/src/domain/staff';
import {
  CONSENT_LABELS,
  HANDLING_LABELS,
  REGISTRATION_LABELS,
  SORT_LABELS,
  STAFF_TEXTS,
  addressOf,
  staffPost,
  when,
  type Filter,
  type ListItem,
} from './api';
import styles from './styles.module.css';

const T = STAFF_TEXTS.list;

type Props = {
  items: ListItem[];
  filter: Filter;
  more: boolean;
  onMore: () => void;
  onChanged: () => void;
};

/**
 * The submissions in the chosen order: a row per submission (a card on a phone), its title a link
 * to its record. Rows can be selected (up to 200) to give them one status at once.
 */
export default function SubmissionList({ items, filter, more, onMore, onChanged }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { status: useId() };

  if (items.length === 0) return <p role="status">{T.none}</p>;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on && next.size < BULK_STATUS_MAX) next.add(id);
      else next.delete(id);
      return next;
    });
  const allShown = items.length > 0 && items.slice(0, BULK_STATUS_MAX).every((item) => selected.has(item.id));
  const toggleAll = (on: boolean) =>
    setSelected(on ? new Set(items.slice(0, BULK_STATUS_MAX).map((item) => item.id)) : new Set());

  const apply = async (status: string) => {
    setBusy(true);
    try {
      const answer = await staffPost(API_PATHS.staffSubmissionsStatus, { ids: [...selected], status });
      setMessage({ text: answer.text, ok: answer.ok });
      if (answer.ok) {
        setSelected(new Set());
        onChanged();
      }
    } finally {
      setBusy(false);
    }
  };

  const caption = T.caption(SORT_LABELS[filter.sort || 'ontvangen'] ?? '');
  return (
    <>
      <form
        className={styles.bulk}
        aria-label={T.bulkForm}
        onSubmit={(event) => {
          event.preventDefault();
          void apply(String(new FormData(event.currentTarget).get('status')));
        }}
      >
        <p className={styles.bulkCount} aria-live="polite">
          {T.selected(selected.size)}
          {selected.size >= BULK_STATUS_MAX ? ` ${T.bulkMax(BULK_STATUS_MAX)}` : ''}
        </p>
        <div className={styles.field}>
          <label htmlFor={ids.status}>{T.bulkStatus}</label>
          <select id={ids.status} name="status" defaultValue="afgehandeld">
            {Object.entries(HANDLING_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || selected.size === 0}
          aria-disabled={busy || selected.size === 0}
        >
          {T.bulkApply}
        </button>
      </form>
      <p role={message?.ok === false ? 'alert' : 'status'} className={message ? styles.message : undefined}>
        {message?.text}
      </p>
      <table className={`${styles.table} ${styles.cards}`}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.checkCell}>
              <input
                type="checkbox"
                aria-label={T.selectAll}
                checked={allShown}
                onChange={(event) => toggleAll(event.target.checked)}
              />
            </th>
            <ColumnHeads
              labels={[T.received, T.titleColumn, T.kenmerk, T.form, T.status, T.registration, T.consentColumn]}
            />
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const title = item.title || item.id;
            return (
              <tr key={item.id}>
                <td className={styles.checkCell}>
                  <input
                    type="checkbox"
                    aria-label={T.selectRow(title)}
                    checked={selected.has(item.id)}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                  />
                </td>
                <td data-label={T.received}>{when(item.createdAt)}</td>
                <td data-label={T.titleColumn} className={styles.titleCell}>
                  <Link to={addressOf({ filter, record: item.id, mail: null })}>{title}</Link>
                  {item.schoolCheck && <span className={styles.badge}>{STAFF_TEXTS.trust.toCheck}</span>}
                  {item.openClaims > 0 && <span className={styles.badge}>{STAFF_TEXTS.trust.conflict}</span>}
                </td>
                <td data-label={T.kenmerk} className={styles.kenmerkCell}>
                  {item.kenmerk ?? '–'}
                </td>
                <td data-label={T.form}>{item.label}</td>
                <td data-label={T.status}>{HANDLING_LABELS[item.handlingStatus] ?? item.handlingStatus}</td>
                <td data-label={T.registration}>
                  {item.registrationState ? REGISTRATION_LABELS[item.registrationState] : '–'}
                </td>
                <td data-label={T.consentColumn}>{item.consentState ? CONSENT_LABELS[item.consentState] : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {more && (
        <button type="button" className="button button--secondary" onClick={onMore}>
          {T.more}
        </button>
      )}
    </>
  );
}
