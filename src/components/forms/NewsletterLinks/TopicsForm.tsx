import React, { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import Translate, { translate } from '@docusaurus/Translate';
import { newsletterTopicsFor } from '@site/src/domain/options';
import { topicLabels } from '../NewsletterForm';
import { useFormLocale } from '../useFormLocale';
import { CheckboxField, FieldGroup } from '../fields';
import styles from './styles.module.css';

type Props = {
  /** The group's name, said before the boxes. */
  legend: ReactNode;
  topics: readonly string[];
  busy: boolean;
  onSave: (topics: string[]) => void;
};

/** A confirmed subscriber's topics, with the form kit's checkboxes (large targets, label beside the box). */
export function TopicsForm({ legend, topics, busy, onSave }: Props) {
  const labels = topicLabels();
  const locale = useFormLocale();
  const shown = useMemo(() => newsletterTopicsFor(locale, topics), [locale, topics]);
  const initialValues = useMemo(
    () => Object.fromEntries(shown.map((key) => [key, topics.includes(key)])),
    [shown, topics],
  );
  // No topic is no newsletter: that is unsubscribing, which the page offers with its own link.
  const firstTopic = shown[0];
  const validate = (values: Record<string, boolean>) =>
    shown.some((key) => values[key]) || firstTopic === undefined
      ? {}
      : {
          [firstTopic]: translate({
            id: 'newsletter.manage.noTopic',
            message:
              'Kies minimaal één onderwerp. Wilt u de nieuwsbrief helemaal niet meer? Gebruik dan ‘Afmelden voor de nieuwsbrief’ hieronder.',
          }),
        };
  return (
    <Form<Record<string, boolean>>
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => onSave(shown.filter((key) => values[key]))}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} className={styles.topics}>
          <FieldGroup label={legend}>
            {shown.map((key) => (
              <CheckboxField key={key} name={key} label={labels[key]} />
            ))}
          </FieldGroup>
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" aria-disabled={busy ? true : undefined}>
              <Translate id="newsletter.manage.save">Onderwerpen opslaan</Translate>
            </button>
          </div>
        </form>
      )}
    />
  );
}
