import React, { useId, useState, type KeyboardEvent } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { API_PATHS, type ClaimRequest } from '@site/src/domain/api';
import { claimAnswer } from '@site/src/domain/api-answers';
import type { FormType } from '@site/src/domain/forms';
import type { School } from '@site/src/domain/school';
import { apiCall } from '../../apiClient';
import { useFormLocale } from '../../useFormLocale';
import styles from './styles.module.css';

type Fields = ClaimRequest['claimant'];
const EMPTY: Fields = { first_name: '', last_name: '', email: '', phone: '', message: '' };

type Errors = Partial<Record<keyof Fields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is missing or wrong, field by field, in the words shown under each field. */
function errorsOf(fields: Fields): Errors {
  const errors: Errors = {};
  if (!fields.first_name.trim()) {
    errors.first_name = translate({ id: 'forms.claim.error.firstName', message: 'Vul uw voornaam in.' });
  }
  if (!fields.last_name.trim()) {
    errors.last_name = translate({ id: 'forms.claim.error.lastName', message: 'Vul uw achternaam in.' });
  }
  if (!fields.email.trim()) {
    errors.email = translate({ id: 'forms.claim.error.email', message: 'Vul uw e-mailadres in.' });
  } else if (!EMAIL.test(fields.email.trim())) {
    errors.email = translate({
      id: 'forms.claim.error.emailInvalid',
      message: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@school.nl.',
    });
  }
  return errors;
}

const ORDER: (keyof Fields)[] = ['first_name', 'last_name', 'email', 'phone', 'message'];

/**
 * "Is dit niet van uw school? Vraag de aanmelding over": who asks, sent to the helpdesk as a claim
 * on the registration that holds the school's place. It stands inside the registration's form, so
 * it is a group of fields with its own button, not a form of its own (forms do not nest): Enter in
 * one of its fields sends the claim, never the registration. Required fields carry a star; what is
 * missing is said under each field, and the focus goes to the first of them.
 */
export default function ClaimForm({ school, type }: { school: School; type: FormType }) {
  const locale = useFormLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  // Shown once the visitor tried to send; then kept up to date while they type.
  const [errors, setErrors] = useState<Errors | null>(null);
  const [answer, setAnswer] = useState<{ text: string; filed: boolean } | null>(null);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    const next = { ...fields, [name]: event.target.value };
    setFields(next);
    if (errors) setErrors(errorsOf(next));
  };

  const send = async () => {
    const found = errorsOf(fields);
    setErrors(found);
    const first = ORDER.find((name) => found[name]);
    if (first) {
      setAnswer(null);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const body: ClaimRequest = {
      type,
      school: {
        instellingscode: school.instellingscode ?? undefined,
        vestigingscode: school.vestigingscode ?? undefined,
        onderwijsaanbiederid: school.onderwijsaanbiederid ?? undefined,
        onderwijslocatiecode: school.onderwijslocatiecode ?? undefined,
      },
      claimant: fields,
    };
    try {
      const result = await apiCall(API_PATHS.claims, claimAnswer, { method: 'POST', body, locale, okStatus: 202 });
      setAnswer(result.ok ? { text: result.data.text, filed: true } : { text: result.text, filed: false });
    } catch {
      setAnswer({
        text: translate({ id: 'forms.claim.failed', message: 'Dat lukte niet. Probeer het zo nog eens.' }),
        filed: false,
      });
    } finally {
      setBusy(false);
    }
  };

  if (answer?.filed) {
    return (
      <p role="status" className={styles.claimDone}>
        {answer.text}
      </p>
    );
  }
  if (!open) {
    return (
      <p>
        <button type="button" className={`button button--secondary ${styles.wrapButton}`} onClick={() => setOpen(true)}>
          <Translate id="forms.claim.open">Is dit niet van uw school? Vraag de aanmelding over</Translate>
        </button>
      </p>
    );
  }
  const enterSends = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  };
  const field = (name: keyof Fields, label: string, props: Record<string, unknown> = {}) => {
    const fieldId = `${id}-${name}`;
    const error = errors?.[name];
    const required = props['aria-required'] === true;
    const control = {
      id: fieldId,
      value: fields[name],
      onChange: set(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
    };
    return (
      <div className={`${styles.claimField} ${error ? styles.claimInvalid : ''}`}>
        <label htmlFor={fieldId}>
          {label}
          {required && (
            <span className={styles.star} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
        {name === 'message' ? (
          <textarea {...control} rows={4} maxLength={2000} />
        ) : (
          <input {...control} onKeyDown={enterSends} {...props} />
        )}
        {error && (
          <p id={`${fieldId}-error`} className={styles.claimFieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <section className={styles.claim} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.claimTitle}>
        <Translate id="forms.claim.title">Vraag de aanmelding over</Translate>
      </h3>
      <p>
        <Translate id="forms.claim.intro">
          Laat de helpdesk weten wie u bent. De helpdesk controleert wie de school vertegenwoordigt en zet de aanmelding
          zo nodig op uw naam. De huidige contactpersonen krijgen bericht van uw verzoek.
        </Translate>
      </p>
      <p>
        <Translate id="forms.claim.requiredNote">Velden met een * zijn verplicht.</Translate>
      </p>
      {field('first_name', translate({ id: 'forms.claim.firstName', message: 'Voornaam' }), {
        'aria-required': true,
        maxLength: 100,
        autoComplete: 'given-name',
      })}
      {field('last_name', translate({ id: 'forms.claim.lastName', message: 'Achternaam' }), {
        'aria-required': true,
        maxLength: 100,
        autoComplete: 'family-name',
      })}
      {field('email', translate({ id: 'forms.claim.email', message: 'E-mailadres van de school' }), {
        type: 'email',
        'aria-required': true,
        maxLength: 254,
        autoComplete: 'email',
      })}
      {field('phone', translate({ id: 'forms.claim.phone', message: 'Telefoonnummer' }), {
        type: 'tel',
        maxLength: 30,
        autoComplete: 'tel',
      })}
      {field('message', translate({ id: 'forms.claim.message', message: 'Bericht aan de helpdesk' }))}
      <button
        type="button"
        className={`button button--primary ${styles.wrapButton}`}
        disabled={busy}
        onClick={() => void send()}
      >
        <Translate id="forms.claim.submit">Verzoek versturen</Translate>
      </button>
      {/* The server's answer (no registration any more, a claim already made, a failure): its own words. */}
      {answer && (
        <p role="alert" className={styles.claimError}>
          {answer.text}
        </p>
      )}
    </section>
  );
}
