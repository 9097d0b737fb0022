import { API_PATHS, withId } from '@site/src/domain/api';
import { isWithdrawn } from '@site/src/domain/registrationStates';
import { STATE_AFTER } from '@site/src/domain/changes';
import React, { useEffect, useId, useState, type FormEvent } from 'react';
import ChangeForm from '@site/src/components/forms/MyRegistration/ChangeForm';
import {
  HANDLING_LABELS,
  HELD_REASON_LABELS,
  MAIL_LABELS,
  REGISTRATION_LABELS,
  TEMPLATE_LABELS,
  staffGet,
  staffPost,
  when,
  type Detail,
} from './api';
import { ChangeList, StoredRows } from '@site/src/components/forms/registrations/StoredRegistration';
import TableWrap from './TableWrap';
import styles from './styles.module.css';

/**
 * One submission in full: its fields with the form's labels, the mails sent for it, its versions,
 * the handling status and notes, and what staff do for the school (a confirmation or the links again,
 * a change on the phone).
 */
/** What staff can send a school again: its confirmation, or its personal links. */
const RESENDS = [
  { path: API_PATHS.staffSubmissionResend, label: 'Bevestiging opnieuw sturen' },
  { path: API_PATHS.staffSubmissionLinks, label: 'Links opnieuw sturen' },
];

export default function SubmissionDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [changing, setChanging] = useState(false);
  const [reloads, setReloads] = useState(0);
  const ids = { status: useId(), note: useId() };

  useEffect(() => {
    let current = true;
    staffGet<Detail>(withId(API_PATHS.staffSubmission, id)).then(
      (answer) => current && setDetail(answer),
      (error: Error) => current && setMessage({ text: error.message, ok: false }),
    );
    return () => {
      current = false;
    };
  }, [id, reloads]);

  const act = async (path: string, body?: unknown) => {
    const answer = await staffPost(withId(path, id), body);
    setMessage({ text: answer.ok ? answer.text || 'Opgeslagen.' : answer.text, ok: answer.ok });
    if (answer.ok) {
      setReloads((count) => count + 1);
      onChanged();
    }
    return answer.ok;
  };

  const addNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('note') ?? '').trim();
    if (text && (await act(API_PATHS.staffSubmissionNotes, { text }))) form.reset();
  };

  if (!detail) return <p role={message ? 'alert' : 'status'}>{message?.text ?? 'Laden…'}</p>;
  return (
    <article className={styles.detail} aria-labelledby="detail-title">
      <h2 id="detail-title">
        {detail.label} · {when(detail.createdAt)}
      </h2>
      <p role={message?.ok === false ? 'alert' : 'status'} className={message ? styles.message : undefined}>
        {message?.text}
      </p>
      <div className={styles.field}>
        <label htmlFor={ids.status}>Status</label>
        <select
          id={ids.status}
          value={detail.handlingStatus}
          onChange={(event) => void act(API_PATHS.staffSubmissionStatus, { status: event.target.value })}
        >
          {Object.entries(HANDLING_LABELS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {detail.registrationState && <p>Aanmelding: {REGISTRATION_LABELS[detail.registrationState]}</p>}

      <h3>Ingevuld</h3>
      <TableWrap label="Alle velden met de labels van het formulier">
        <table className={styles.table}>
          <caption className={styles.caption}>Alle velden met de labels van het formulier</caption>
          <StoredRows rows={detail.rows} />
        </table>
      </TableWrap>

      {detail.values && (
        <section aria-labelledby="acting-title">
          <h3 id="acting-title">Voor de school</h3>
          <div className={styles.actions}>
            {RESENDS.map(({ path, label }) => (
              <button key={path} type="button" className="button button--secondary" onClick={() => void act(path)}>
                {label}
              </button>
            ))}
            {!isWithdrawn(detail.registrationState) && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setChanging((open) => !open)}
                aria-expanded={changing}
              >
                Aanmelding wijzigen
              </button>
            )}
          </div>
          {changing && (
            <ChangeForm
              type={detail.type}
              values={detail.values}
              version={detail.version}
              endpoint={withId(API_PATHS.staffSubmissionChange, detail.id)}
              onSaved={(text) => {
                setChanging(false);
                setMessage({ text, ok: true });
                setReloads((count) => count + 1);
                onChanged();
              }}
            />
          )}
        </section>
      )}

      <h3>Mails</h3>
      <TableWrap label="De mails van deze inzending">
        <table className={styles.table}>
          <caption className={styles.caption}>De mails van deze inzending</caption>
          <thead>
            <tr>
              <th scope="col">Aan</th>
              <th scope="col">Soort</th>
              <th scope="col">Stand</th>
              <th scope="col">Pogingen</th>
              <th scope="col">Reden</th>
            </tr>
          </thead>
          <tbody>
            {detail.mails.map((mail) => (
              <tr key={mail.id}>
                <td>{mail.recipient}</td>
                <td>{mail.template ? (TEMPLATE_LABELS[mail.template] ?? mail.template) : 'Bericht'}</td>
                <td>{MAIL_LABELS[mail.state]}</td>
                <td>{mail.attempts}</td>
                <td>{mail.lastError ?? (mail.heldReason ? HELD_REASON_LABELS[mail.heldReason] : '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>

      {detail.versions.length > 0 && (
        <>
          <h3>Wijzigingen</h3>
          <ol>
            {detail.versions.map((version) => (
              <li key={version.version}>
                {when(version.at)} · {version.actor.replace(/^staff:/, 'helpdesk: ')} · {STATE_AFTER[version.kind]}
                <ChangeList changes={version.changes} />
              </li>
            ))}
          </ol>
        </>
      )}

      <h3>Notities</h3>
      {detail.notes.length === 0 ? (
        <p>Nog geen notities.</p>
      ) : (
        <ul className={styles.notes}>
          {detail.notes.map((note, index) => (
            <li key={index}>
              <p className={styles.noteHead}>
                {note.author} · {when(note.at)}
              </p>
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={addNote} className={styles.noteForm}>
        <label htmlFor={ids.note}>Notitie</label>
        <textarea id={ids.note} name="note" rows={3} maxLength={4000} required />
        <button type="submit" className="button button--primary">
          Notitie toevoegen
        </button>
      </form>
    </article>
  );
}
