import React from 'react';
import { CONSENT_LABELS, HANDLING_LABELS, REGISTRATION_LABELS, when, type ListItem } from './api';
import TableWrap from './TableWrap';
import styles from './styles.module.css';

type Props = {
  items: ListItem[];
  selected: string | null;
  onOpen: (id: string) => void;
  more: boolean;
  onMore: () => void;
};

/** Submissions newest first: a row per submission, its title opens it. */
export default function SubmissionList({ items, selected, onOpen, more, onMore }: Props) {
  if (items.length === 0) return <p role="status">Geen inzendingen gevonden met deze filters.</p>;
  return (
    <>
      <TableWrap label="Inzendingen, nieuwste eerst">
        <table className={styles.table}>
          <caption className={styles.caption}>Inzendingen, nieuwste eerst</caption>
          <thead>
            <tr>
              <th scope="col">Ontvangen</th>
              <th scope="col">School of naam</th>
              <th scope="col">Formulier</th>
              <th scope="col">Status</th>
              <th scope="col">Aanmelding of toestemming</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} aria-current={item.id === selected ? 'true' : undefined}>
                <td>{when(item.createdAt)}</td>
                <td>
                  <button type="button" className={styles.linkButton} onClick={() => onOpen(item.id)}>
                    {item.title || item.id}
                  </button>
                </td>
                <td>{item.label}</td>
                <td>{HANDLING_LABELS[item.handlingStatus] ?? item.handlingStatus}</td>
                <td>
                  {item.registrationState
                    ? REGISTRATION_LABELS[item.registrationState]
                    : item.consentState
                      ? CONSENT_LABELS[item.consentState]
                      : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {more && (
        <button type="button" className="button button--secondary" onClick={onMore}>
          Volgende inzendingen laden
        </button>
      )}
    </>
  );
}
