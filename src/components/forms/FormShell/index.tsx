import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import { FORM_ERROR, type ValidationErrors } from 'final-form';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { API_PATHS } from '@site/src/domain/api';
import { BOT_FIELDS, SUCCESS_MESSAGE_MS } from '@site/src/domain/constants';
import { newIdempotencyKey } from '../http';
import { useFormLocale } from '../useFormLocale';
import { Checklist } from './Checklist';
import { Honeypot } from './Honeypot';
import { forgetKeptValues, keepValues, serverNow } from './keptValues';
import { RestoreKeptValues } from './RestoreKeptValues';
import { submitForm } from './submitForm';
import { useNavigateTo } from './useNavigateTo';
import styles from './styles.module.css';

export const PROCESS_FORM_ENDPOINT = API_PATHS.processForm;

export type FormShellProps<V extends object> = {
  /** Sent as `type` next to the values; leave out for endpoints whose fields are all caller-defined. */
  type?: string;
  initialValues: V;
  validate?: (values: V) => ValidationErrors;
  /** Where the JSON goes (configurable). */
  endpoint?: string;
  /** The form's accessible name. */
  label: string;
  submitLabel?: string;
  /** What is still missing, listed under 'Dingen om te controleren:'. */
  checklist?: (values: V) => readonly string[];
  className?: string;
  /** Sent with the values but not part of them (a personal link's token). */
  extraFields?: Record<string, unknown>;
  /** Called with the server's text after a success, instead of the message under the button. */
  onSuccess?: (text: string) => void;
  children: ReactNode | ((props: FormRenderProps<V>) => ReactNode);
};

/** A key is reused only to retry the very same body after no answer came (the server may have stored it). */
type Attempt = { key: string; body: string; answered: boolean };

/**
 * The frame of every form: final-form state, the submit button and the submit states.
 * Ok: form cleared and the message hidden after SUCCESS_MESSAGE_MS. 307 with body: form cleared and
 * the browser goes there. Other non-ok: 'Error: ' + the server's text, values kept. No answer: only
 * the submitting state ends. A form open too long (X-Form-Expired) keeps its values over the reload
 * its answer asks for (keptValues.ts).
 */
export default function FormShell<V extends object>({
  type,
  initialValues,
  validate,
  endpoint = PROCESS_FORM_ENDPOINT,
  label,
  submitLabel,
  checklist,
  className,
  extraFields,
  onSuccess,
  children,
}: FormShellProps<V>) {
  const navigateTo = useNavigateTo();
  const locale = useFormLocale();
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  const attempt = useRef<Attempt | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [success, setSuccess] = useState<string | null>(null);

  /** Which form on the page its kept values belong to. */
  const formKey = type ?? endpoint;

  useEffect(() => {
    // Unless kept values were put back (with their own start): RestoreKeptValues runs first.
    if (!startedAt.current) startedAt.current = serverNow();
    return () => clearTimeout(successTimer.current);
  }, []);

  const defaultSuccess = translate({ id: 'forms.success', message: 'Bedankt! Uw gegevens zijn verzonden.' });

  const onSubmit = async (values: V, form: { restart: () => void }) => {
    clearTimeout(successTimer.current);
    setSuccess(null);
    const payload = {
      ...(type ? { type } : {}),
      ...values,
      ...extraFields,
      [BOT_FIELDS.honeypot]: honeypot.current?.value ?? '',
      [BOT_FIELDS.startedAt]: startedAt.current,
    };
    const body = JSON.stringify(payload);
    const previous = attempt.current;
    const key = previous && !previous.answered && previous.body === body ? previous.key : newIdempotencyKey();
    attempt.current = { key, body, answered: false };

    const outcome = await submitForm(endpoint, payload, key, locale);
    if (outcome.kind === 'network') return undefined;
    attempt.current.answered = true;
    if (outcome.kind === 'expired') keepValues(formKey, values, outcome.serverTime);
    if (outcome.kind === 'error' || outcome.kind === 'expired') {
      return { [FORM_ERROR]: `${translate({ id: 'forms.errorPrefix', message: 'Error: ' })}${outcome.text}` };
    }
    form.restart();
    forgetKeptValues(formKey);
    startedAt.current = serverNow();
    if (outcome.kind === 'redirect') {
      navigateTo(outcome.location);
      return undefined;
    }
    if (onSuccess) {
      onSuccess(outcome.text || defaultSuccess);
      return undefined;
    }
    setSuccess(outcome.text || defaultSuccess);
    successTimer.current = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return undefined;
  };

  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      render={(props) => {
        const { handleSubmit, submitting, hasValidationErrors, submitError, values } = props;
        return (
          <form
            noValidate
            onSubmit={handleSubmit}
            aria-label={label}
            aria-busy={submitting}
            className={clsx(styles.form, className)}
          >
            {typeof children === 'function' ? children(props) : children}
            <RestoreKeptValues form={formKey} onRestored={(kept) => (startedAt.current = kept.startedAt)} />
            <Honeypot inputRef={honeypot} />
            {checklist && <Checklist items={checklist(values)} />}
            <button
              type="submit"
              className={clsx('button button--primary', styles.submit, submitting && styles.submitting)}
              disabled={hasValidationErrors || submitting}
            >
              {submitting
                ? translate({ id: 'forms.submitting', message: 'Bezig met verzenden...' })
                : (submitLabel ?? translate({ id: 'forms.submit', message: 'Versturen' }))}
            </button>
            <div role="status" className={clsx(success && styles.success)}>
              {success}
            </div>
            <div role="alert" className={clsx(typeof submitError === 'string' && styles.failure)}>
              {typeof submitError === 'string' ? submitError : null}
            </div>
          </form>
        );
      }}
    />
  );
}
