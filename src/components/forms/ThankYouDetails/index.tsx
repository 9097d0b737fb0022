import React, { useId, useMemo } from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import { KENMERK_PARAM, MAIL_FOLLOWS_FLAG, MAIL_PROOF_VALUE } from '@site/src/domain/routes';
import { receivedThankYou, type ThankYouNote, type ThankYouRow } from '../thankYouNote';
import Breakable from '../registrations/StoredRegistration/Breakable';
import { StoredRows } from '../registrations/StoredRegistration';
import { formatDutchLong } from '@site/src/domain/dates';
import { visitorToday } from '@site/src/components/visitorClock';
// The file alone, not the reading's index: this page needs the deadline, not the form tables.
import { preRegistrationDeadline } from '@site/src/domain/registration-reading/standing';
import styles from './styles.module.css';

/** The addresses as one phrase: 'a', 'a en b', 'a, b en c'. */
function Addresses({ emails }: { emails: readonly string[] }) {
  return (
    <>
      {emails.map((email, index) => (
        <React.Fragment key={email}>
          {index > 0 && index === emails.length - 1 ? (
            <>
              {' '}
              <Translate id="thankYou.and">en</Translate>{' '}
            </>
          ) : index > 0 ? (
            ', '
          ) : null}
          <strong>
            <Breakable text={email} />
          </strong>
        </React.Fragment>
      ))}
    </>
  );
}

/** A Kenmerk as the server writes it (`AMN-2027-K7QX`): anything else in the address is not shown. */
const KENMERK = /^AMN-\d{4}-[A-Z0-9]{4}$/;

/** What was registered, as the confirmation lists it: the school, the products, the contacts. */
function Registered({ rows }: { rows: readonly ThankYouRow[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Translate id="thankYou.registered">Wat u heeft aangemeld</Translate>
      </h2>
      <table className={styles.registered} aria-labelledby={titleId}>
        <StoredRows rows={rows} />
      </table>
    </section>
  );
}

/**
 * What happened, in the words of the registration just sent (its note, read from sessionStorage
 * once hydrated: the static page knows nothing of it): the form, the school, the addresses the
 * confirmation went to, the Kenmerk (from the address the server sent here) and what was
 * registered; then where the personal link is, and to look in the spam folder.
 */
export default function ThankYouDetails() {
  const isBrowser = useIsBrowser();
  const note: ThankYouNote | null = useMemo(() => (isBrowser ? receivedThankYou() : null), [isBrowser]);
  // The server says so in the address when a mail cap holds the sender's own confirmation for now.
  const { search } = useLocation();
  const query = new URLSearchParams(isBrowser ? search : '');
  const mailFollows = isBrowser && query.get(MAIL_FOLLOWS_FLAG.name) === MAIL_FOLLOWS_FLAG.value;
  // The sender's address was never proven: the neutral mail asks them to click first.
  const proofFirst = isBrowser && query.get(MAIL_FOLLOWS_FLAG.name) === MAIL_PROOF_VALUE;
  // A pre-registration is not finished: its link is to complete it, until its round's deadline.
  const finishUntil = isBrowser ? preRegistrationDeadline(query.get('formulier') ?? '', visitorToday()) : null;
  const kenmerk = isBrowser && KENMERK.test(query.get(KENMERK_PARAM) ?? '') ? query.get(KENMERK_PARAM) : null;
  return (
    <div className={styles.details}>
      <p>
        {note ? (
          note.school ? (
            <Translate
              id="thankYou.sentFor"
              values={{ form: <strong>{note.form}</strong>, school: <strong>{note.school}</strong> }}
            >
              {'We hebben uw formulier {form} voor {school} ontvangen.'}
            </Translate>
          ) : (
            <Translate id="thankYou.sent" values={{ form: <strong>{note.form}</strong> }}>
              {'We hebben uw formulier {form} ontvangen.'}
            </Translate>
          )
        ) : (
          <Translate id="thankYou.sentGeneral">We hebben uw aanmelding ontvangen.</Translate>
        )}
      </p>
      {kenmerk && (
        <p>
          <Translate id="thankYou.kenmerk" values={{ kenmerk: <strong className={styles.kenmerk}>{kenmerk}</strong> }}>
            {
              'Uw kenmerk is {kenmerk}. Noem dit kenmerk als u contact met ons opneemt; het staat ook in de bevestiging.'
            }
          </Translate>
        </p>
      )}
      {proofFirst && (
        <p role="status">
          <strong>
            {note && note.emails.length > 0 ? (
              <Translate
                id="thankYou.proofFirstTo"
                values={{ addresses: <Addresses emails={note.emails.slice(0, 1)} /> }}
              >
                {
                  'Bevestig eerst uw e-mailadres: we hebben een e-mail gestuurd naar {addresses}. Klik daarin op "Bevestig het adres"; daarna ontvangt u de bevestiging met uw persoonlijke link.'
                }
              </Translate>
            ) : (
              <Translate id="thankYou.proofFirst">
                Bevestig eerst uw e-mailadres: klik in de e-mail die we u stuurden op "Bevestig het adres"; daarna
                ontvangt u de bevestiging met uw persoonlijke link.
              </Translate>
            )}
          </strong>
        </p>
      )}
      {!proofFirst && (
        <>
          <p>
            {note && note.emails.length > 0 ? (
              <Translate id="thankYou.mailedTo" values={{ addresses: <Addresses emails={note.emails} /> }}>
                {'De bevestiging is per e-mail verstuurd naar {addresses}.'}
              </Translate>
            ) : (
              <Translate id="thankYou.mailedToContacts">
                De contactpersonen krijgen een bevestiging per e-mail.
              </Translate>
            )}{' '}
            {finishUntil ? (
              <Translate id="thankYou.finishLink">
                In die e-mail staat ook de persoonlijke link waarmee u de aanmelding afrondt.
              </Translate>
            ) : (
              <Translate id="thankYou.personalLink">
                In die e-mail staat ook de persoonlijke link waarmee u de aanmelding later bekijkt of wijzigt.
              </Translate>
            )}
          </p>
        </>
      )}
      {finishUntil && (
        <p>
          <strong>
            <Translate id="thankYou.finishUntil" values={{ day: formatDutchLong(finishUntil) }}>
              {
                'Rond de aanmelding af tot en met {day}, met de persoonlijke link in de bevestiging. Tot die dag kunt u de vooraanmelding ook wijzigen.'
              }
            </Translate>
          </strong>
        </p>
      )}
      {mailFollows && (
        <p role="status">
          <Translate id="thankYou.mailFollows">
            Let op: de bevestiging komt wat later, want er gaan op dit moment veel e-mails uit. Wij sturen hem vanzelf
            zodra dat kan, meestal binnen een uur. U hoeft het formulier niet opnieuw te versturen.
          </Translate>
        </p>
      )}
      {note?.rows && note.rows.length > 0 && <Registered rows={note.rows} />}
      <p>
        <Translate id="thankYou.spam">
          Geen e-mail ontvangen binnen een kwartier? Kijk dan ook in de map met ongewenste e-mail (spam).
        </Translate>
      </p>
    </div>
  );
}
