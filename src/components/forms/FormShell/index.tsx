import React, { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
import { forgetKeptValues, keepValues } from './keptValues';
import { clockOffset, learnServerTime } from './serverClock';
import { RestoreKeptValues } from './RestoreKeptValues';
import { submitForm } from './submitForm';
import { useNavigateTo } from './useNavigateTo';
import { ErrorSummary } from './ErrorSummary';
import { errorEntries } from './errorEntries';
import { focusHeadingIfLost, focusMessage } from './focusMessage';
import { handOverThankYou, type ThankYouNote } from '../thankYouNote';
import { useIslandShownSince } from '@site/src/components/BuildIsland/shownSince';
import { visitorNow } from '@site/src/components/visitorClock';
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
  /** What is still missing, listed under 'Nog niet compleet:'. */
  checklist?: (values: V) => readonly string[];
  className?: string;
  /** Sent with the values but not part of them (a personal link's token). */
  extraFields?: Record<string, unknown>;
  /** Called with the server's text after a success, instead of the message under the button. */
  onSuccess?: (text: string) => void;
  /** What the thank-you page a 307 answer leads to tells about this submission (sessionStorage). */
  thankYou?: (values: V) => ThankYouNote;
  /** Shown under the error when the server refuses the values as already there (409): what to do then. */
  conflict?: (values: V) => ReactNode;
  children: ReactNode | ((props: FormRenderProps<V>) => ReactNode);
};

/** A key is reused only to retry the very same body after no answer came (the server may have stored it). */
type Attempt = { key: string; body: string; answered: boolean };

/** Which message was last shown, so that each new one is brought into view and focused once. */
type Shown = { kind: 'summary' | 'success' | 'failure'; count: number };

/**
 * The frame of every form: final-form state, the submit button and the submit states.
 * The button never looks shut (GOV.UK's rule: a grey button tells nobody what is missing): it is
 * enabled whatever the values, and a press of it (or Enter in a field) on an invalid form shows the
 * error summary at the top and focuses it, each field its own message, values untouched. Only while
 * the form is being sent is it marked `aria-disabled` (never `disabled`, which drops it from the Tab order).
 * Every message appears in view and focused; focus moves to the heading above the form when the
 * success message hides.
 * Ok: form cleared and the message hidden after SUCCESS_MESSAGE_MS. 307 with body: form cleared and
 * the browser goes there. Other non-ok: the server's text, values kept. No answer: only
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
  thankYou,
  conflict,
  children,
}: FormShellProps<V>) {
  const navigateTo = useNavigateTo();
  const locale = useFormLocale();
  const honeypot = useRef<HTMLInputElement>(null);
  /** When the form was opened, by the browser's clock (sent by the server's: see serverClock.ts). */
  const shownSince = useIslandShownSince();
  const startedAt = useRef(0);
  /** When the form was opened by the browser's monotonic clock (`performance.now()`); null after a reload. */
  const openedAt = useRef<number | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [success, setSuccess] = useState<string | null>(null);
  /** The values a 409 refused, while its `conflict` notice shows. */
  const [refused, setRefused] = useState<V | null>(null);
  const [summaryShown, setSummaryShown] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const show = (kind: Shown['kind']) => setShown((last) => ({ kind, count: (last?.count ?? 0) + 1 }));

  useEffect(() => {
    if (!shown) return;
    const refs = { summary: summaryRef, success: successRef, failure: failureRef };
    focusMessage(refs[shown.kind].current);
  }, [shown]);

  /** Which form on the page its kept values belong to. */
  const formKey = type ?? endpoint;

  useEffect(() => {
    // Unless kept values were put back (with their own start): RestoreKeptValues runs first.
    if (!startedAt.current) {
      // A form that came alive on first use was open since its built HTML showed.
      openedAt.current = shownSince ?? performance.now();
      startedAt.current = visitorNow() - (performance.now() - openedAt.current);
    }
    void learnServerTime();
    return () => clearTimeout(successTimer.current);
  }, [shownSince]);

  const defaultSuccess = translate({ id: 'forms.success', message: 'Bedankt! Uw gegevens zijn verzonden.' });

  const onSubmit = async (values: V, form: { restart: () => void }) => {
    clearTimeout(successTimer.current);
    setSuccess(null);
    setRefused(null);
    await learnServerTime();
    const sent = {
      ...(type ? { type } : {}),
      ...values,
      ...extraFields,
      [BOT_FIELDS.honeypot]: honeypot.current?.value ?? '',
      [BOT_FIELDS.startedAt]: startedAt.current + clockOffset(),
    };
    // The fill time grows with every try: a retry of the same form is known by the rest.
    const body = JSON.stringify(sent);
    const payload =
      openedAt.current === null
        ? sent
        : { ...sent, [BOT_FIELDS.fillTime]: Math.round(performance.now() - openedAt.current) };
    const previous = attempt.current;
    const key = previous && !previous.answered && previous.body === body ? previous.key : newIdempotencyKey();
    attempt.current = { key, body, answered: false };

    const outcome = await submitForm(endpoint, payload, key, locale);
    if (outcome.kind === 'network') return undefined;
    attempt.current.answered = true;
    if (outcome.kind === 'expired') keepValues(formKey, values, outcome.serverTime);
    if (outcome.kind === 'error' && outcome.status === 409 && conflict) setRefused(values);
    if (outcome.kind === 'error' || outcome.kind === 'expired') {
      show('failure');
      // The server's own words, in the page's language: no prefix of another language before them.
      return { [FORM_ERROR]: outcome.text };
    }
    form.restart();
    setSummaryShown(false);
    forgetKeptValues(formKey);
    startedAt.current = visitorNow();
    openedAt.current = performance.now();
    if (outcome.kind === 'redirect') {
      if (thankYou) handOverThankYou(thankYou(values));
      navigateTo(outcome.location);
      return undefined;
    }
    if (onSuccess) {
      onSuccess(outcome.text || defaultSuccess);
      return undefined;
    }
    setSuccess(outcome.text || defaultSuccess);
    show('success');
    successTimer.current = setTimeout(() => {
      setSuccess(null);
      focusHeadingIfLost(successRef.current, formRef.current);
    }, SUCCESS_MESSAGE_MS);
    return undefined;
  };

  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      render={(props) => {
        const { handleSubmit, submitting, hasValidationErrors, submitError, values, errors } = props;
        const press = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (submitting) return; // one submission at a time
          if (hasValidationErrors) {
            // final-form marks every field touched (each shows its message) and sends nothing.
            void handleSubmit(event);
            setSummaryShown(true);
            show('summary');
            return;
          }
          void handleSubmit(event);
        };
        const entries = summaryShown ? errorEntries(errors) : [];
        return (
          <form
            ref={formRef}
            noValidate
            onSubmit={press}
            aria-label={label}
            aria-busy={submitting}
            className={clsx(styles.form, className)}
          >
            {entries.length > 0 && <ErrorSummary ref={summaryRef} entries={entries} form={formRef} />}
            {typeof children === 'function' ? children(props) : children}
            <RestoreKeptValues
              form={formKey}
              onRestored={(kept) => (startedAt.current = kept.startedAt - clockOffset())}
            />
            <Honeypot inputRef={honeypot} />
            {checklist && <Checklist items={checklist(values)} />}
            <button
              type="submit"
              className={clsx('button button--primary', styles.submit, submitting && styles.submitting)}
              aria-disabled={submitting ? true : undefined}
            >
              {submitting
                ? translate({ id: 'forms.submitting', message: 'Bezig met verzenden...' })
                : (submitLabel ?? translate({ id: 'forms.submit', message: 'Versturen' }))}
            </button>
            <div
              ref={successRef}
              tabIndex={-1}
              role="status"
              className={clsx(styles.message, success && styles.success)}
            >
              {success}
            </div>
            <div
              ref={failureRef}
              tabIndex={-1}
              role="alert"
              className={clsx(styles.message, typeof submitError === 'string' && !refused && styles.failure)}
            >
              {/* A refusal with its own notice (already registered) shows that notice alone: the
                  server's short text beside it would give the school two answers. */}
              {refused && conflict ? conflict(refused) : typeof submitError === 'string' ? submitError : null}
            </div>
          </form>
        );
      }}
    />
  );
}
