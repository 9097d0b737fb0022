import { isWithdrawn } from '@site/src/domain/registrationStates';
import { API_PATHS, withId } from '@site/src/domain/api';
import { staffDetailAnswer } from '@site/src/domain/api-answers';
import { ColumnHeads } from './ColumnHeads';
import React, { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Link from '@docusaurus/Link';
import ChangeForm from '@site/src/components/forms/MyRegistration/ChangeForm';
import {
  HANDLING_LABELS,
  HELD_REASON_LABELS,
  MAIL_LABELS,
  REGISTRATION_LABELS,
  STAFF_TEXTS,
  TEMPLATE_LABELS,
  staffGet,
  staffPost,
  when,
  type Detail,
} from './api';
import { ChangeList, StoredRows } from '@site/src/components/forms/registrations/StoredRegistration';
import MailViewer from './MailViewer';
import TrustPanels from './TrustPanels';
import styles from './styles.module.css';

const T = STAFF_TEXTS.detail;

/** What staff can send a school again: its confirmation (new links), or its personal links (the same). */
const RESENDS = [
  { path: API_PATHS.staffSubmissionResend, label: T.resend, hint: T.resendHint },
  { path: API_PATHS.staffSubmissionLinks, label: T.links, hint: T.linksHint },
];

/** Where an action's answer is shown: beside the control that caused it, not at the top of a long record. */
type Place = 'status' | 'trust' | 'acting' | 'note';
type Message = { text: string; ok: boolean; at: Place };

/** An action's answer: a live region that is always there, so a screen reader reads what appears in it. */
function Feedback({ message }: { message: Message | null }) {
  return (
    <p role={message?.ok === false ? 'alert' : 'status'} className={message ? styles.message : undefined}>
      {message?.text}
    </p>
  );
}

type Props = {
  id: string;
  /** The mail shown open (its own address), or null. */
  mail: string | null;
  /** The list this record was opened from, with its filters. */
  listAddress: string;
  onMail: (mail: string | null) => void;
};

/**
 * One submission in full: its fields with the form's labels, the mails sent for it, its versions,
 * the handling status and notes, and what staff do for the school (a confirmation or the links again,
 * a change on the phone).
 */
export default function SubmissionDetail({ id, mail, listAddress, onMail }: Props) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [reloads, setReloads] = useState(0);
  const ids = { status: useId(), note: useId(), hints: useId() };
  const heading = useRef<HTMLHeadingElement>(null);

  // A record opened from the list (or by its address) takes focus at its title once it is shown, for
  // screen readers and keyboard users; a reload of its data (after an action) leaves focus alone.
  const loaded = detail !== null;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  useEffect(() => {
    let current = true;
    staffGet(withId(API_PATHS.staffSubmission, id), staffDetailAnswer).then(
      (answer) => current && setDetail(answer),
      (error: Error) => current && setLoadError(error.message),
    );
    return () => {
      current = false;
    };
  }, [id, reloads]);

  // The stored id: the address may name the record by its Kenmerk (the notice's link does).
  const act = (at: Place, path: string, body?: unknown) => post(at, withId(path, detail?.id ?? id), body);
  const post = async (at: Place, url: string, body?: unknown) => {
    const answer = await staffPost(url, body);
    setMessage({ text: answer.ok ? answer.text || T.saved : answer.text, ok: answer.ok, at });
    if (answer.ok) {
      setReloads((count) => count + 1);
    }
    return answer.ok;
  };

  const addNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('note') ?? '').trim();
    if (text && (await act('note', API_PATHS.staffSubmissionNotes, { text }))) form.reset();
  };

  const at = (place: Place) => (message?.at === place ? message : null);

  const back = (
    <p className={styles.back}>
      <Link to={listAddress}>← {STAFF_TEXTS.list.back}</Link>
    </p>
  );
  if (!detail) {
    return (
      <div className={styles.workspace}>
        {back}
        <p role={loadError ? 'alert' : 'status'}>{loadError ?? T.loading}</p>
      </div>
    );
  }
  return (
    <article className={styles.detail} aria-labelledby="detail-title">
      {back}
      <h1 id="detail-title" ref={heading} tabIndex={-1} className={styles.viewTitle}>
        {detail.label} · {when(detail.createdAt)}
      </h1>
      <p className={styles.kenmerk}>Kenmerk: {detail.kenmerk ?? detail.id}</p>
      <div className={styles.field}>
        <label htmlFor={ids.status}>{T.status}</label>
        <select
          id={ids.status}
          value={detail.handlingStatus}
          onChange={(event) =>
            void act('status', API_PATHS.staffSubmissionStatus, { status: event.target.value, version: detail.version })
          }
        >
          {Object.entries(HANDLING_LABELS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Feedback message={at('status')} />
      {detail.registrationState && (
        <p>
          {T.registration}: {REGISTRATION_LABELS[detail.registrationState]}
        </p>
      )}

      <TrustPanels detail={detail} post={(url, body) => post('trust', url, body)} />
      <Feedback message={at('trust')} />

      <h2>{T.filledIn}</h2>
      <table className={`${styles.table} ${styles.fields}`}>
        <caption className={styles.caption}>{T.fieldsCaption}</caption>
        <StoredRows rows={detail.rows} />
      </table>

      {detail.values && (
        <section aria-labelledby="acting-title">
          <h2 id="acting-title">{T.forSchool}</h2>
          <div className={styles.actions}>
            {RESENDS.map(({ path, label }, index) => (
              <button
                key={path}
                type="button"
                className="button button--secondary"
                aria-describedby={`${ids.hints}-${index}`}
                onClick={() => void act('acting', path)}
              >
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
                {T.change}
              </button>
            )}
          </div>
          {/* What each button does before it is pressed: a new confirmation ends the earlier links. */}
          <ul className={styles.hintList}>
            {RESENDS.map(({ path, label, hint }, index) => (
              <li key={path} id={`${ids.hints}-${index}`} className={styles.hint}>
                <strong>{label}:</strong> {hint}
              </li>
            ))}
          </ul>
          <Feedback message={at('acting')} />
          {changing && (
            <ChangeForm
              type={detail.type}
              values={detail.values}
              version={detail.version}
              endpoint={withId(API_PATHS.staffSubmissionChange, detail.id)}
              onSaved={(text) => {
                setChanging(false);
                setMessage({ text, ok: true, at: 'acting' });
                setReloads((count) => count + 1);
              }}
            />
          )}
        </section>
      )}

      <h2 id="mails-title">{T.mails}</h2>
      {detail.mails.length === 0 ? (
        <p>{T.noMails}</p>
      ) : (
        <table className={`${styles.table} ${styles.cards}`}>
          <caption className={styles.caption}>{T.mailsCaption}</caption>
          <thead>
            <tr>
              <ColumnHeads
                labels={[T.mailTime, T.mailTo, T.mailKind, T.mailState, T.mailAttempts, T.mailReason, T.mailRead]}
              />
            </tr>
          </thead>
          <tbody>
            {detail.mails.map((row) => {
              const kind = row.template ? (TEMPLATE_LABELS[row.template] ?? row.template) : STAFF_TEXTS.message;
              const at = when(row.sentAt ?? row.createdAt);
              return (
                <tr key={row.id} aria-current={row.id === mail ? 'true' : undefined}>
                  <td data-label={T.mailTime}>{at}</td>
                  <td data-label={T.mailTo} className={styles.breakAnywhere}>
                    {row.recipient}
                  </td>
                  <td data-label={T.mailKind}>{kind}</td>
                  <td data-label={T.mailState}>{MAIL_LABELS[row.state] ?? row.state}</td>
                  <td data-label={T.mailAttempts}>{row.attempts}</td>
                  <td data-label={T.mailReason}>
                    {row.lastError ?? (row.heldReason ? HELD_REASON_LABELS[row.heldReason] : '–')}
                  </td>
                  <td data-label={T.mailRead}>
                    <button
                      type="button"
                      className="button button--secondary button--sm"
                      aria-label={T.mailReadLabel(kind, at)}
                      aria-expanded={row.id === mail}
                      onClick={() => onMail(row.id === mail ? null : row.id)}
                    >
                      {T.mailRead}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {mail && <MailViewer key={mail} id={mail} onClose={() => onMail(null)} />}

      {detail.versions.length > 0 && (
        <>
          <h2>{T.changes}</h2>
          <ol>
            {detail.versions.map((version) => (
              <li key={version.version}>
                {when(version.at)} · {T.versionActor(version.actor)} · {T.versionKind(version.kind === 'withdraw')}
                <ChangeList changes={version.changes} />
              </li>
            ))}
          </ol>
        </>
      )}

      <h2>{T.notes}</h2>
      {detail.notes.length === 0 ? (
        <p>{T.noNotes}</p>
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
      <form onSubmit={(event) => void addNote(event)} className={styles.noteForm}>
        <label htmlFor={ids.note}>{T.note}</label>
        <textarea id={ids.note} name="note" rows={3} maxLength={4000} required />
        <button type="submit" className="button button--primary">
          {T.addNote}
        </button>
        <Feedback message={at('note')} />
      </form>
    </article>
  );
}
