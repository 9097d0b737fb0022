import React, { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { ARRAY_ERROR } from 'final-form';
import { translate } from '@docusaurus/Translate';
import { LIMITS } from '@site/src/domain/forms';
import { LinkButton, TextField, groupBoxClass } from '../fields';
import styles from './styles.module.css';

type Step = { description?: string };

/**
 * The steps that show the problem: a list the person adds to, one text field per step. A new step's
 * field gets the focus; after a removal the focus goes to the step that took its place (or the add
 * button), so a keyboard user never lands on the page's top.
 */
export function StepsList({ name = 'steps' }: { name?: string }) {
  const form = useForm();
  const { input, meta } = useField<Step[] | undefined>(name, {
    subscription: { value: true, error: true, submitFailed: true },
  });
  const steps = input.value || [];
  const box = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLDivElement>(null);
  /** Which control takes the focus after the next render: a step's field, or the add button (-1). */
  const focusNext = useRef<number | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const field =
      target >= 0 ? box.current?.querySelector<HTMLInputElement>(`[name="${name}[${target}].description"]`) : null;
    (field ?? addButton.current?.querySelector('button'))?.focus();
  });

  const add = () => {
    focusNext.current = steps.length;
    form.change(name, [...steps, {}]);
  };
  const remove = (index: number) => {
    const rest = steps.filter((_, position) => position !== index);
    focusNext.current = rest.length === 0 ? -1 : Math.min(index, rest.length - 1);
    form.change(name, rest);
  };
  const listError = (meta.error as Record<string, unknown> | undefined)?.[ARRAY_ERROR];

  return (
    <fieldset ref={box} className={groupBoxClass} data-error-for={name}>
      <legend className={styles.legend}>
        {translate({ id: 'forms.helpdesk.steps', message: 'Welke stappen zetten we om het probleem te zien?' })}
      </legend>
      <p className={styles.hint}>
        {translate({
          id: 'forms.helpdesk.stepsHint',
          message: 'Niet verplicht. Beschrijf elke stap apart, in de volgorde waarin u ze zet.',
        })}
      </p>
      {steps.length > 0 && (
        <ol className={styles.steps}>
          {steps.map((_, index) => {
            const number = index + 1;
            return (
              <li key={index} className={styles.step}>
                <TextField
                  className={styles.stepField}
                  name={`${name}[${index}].description`}
                  label={translate({ id: 'forms.helpdesk.stepLabel', message: 'Stap {number}' }, { number })}
                  required
                  maxLength={LIMITS.text * 4}
                />
                <LinkButton className={styles.remove} onClick={() => remove(index)}>
                  {translate({ id: 'forms.helpdesk.removeStep', message: 'Stap {number} verwijderen' }, { number })}
                </LinkButton>
              </li>
            );
          })}
        </ol>
      )}
      {typeof listError === 'string' && meta.submitFailed && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      {steps.length < LIMITS.steps && (
        <div ref={addButton}>
          <LinkButton onClick={add}>
            {steps.length === 0
              ? translate({ id: 'forms.helpdesk.addFirstStep', message: '+ Een stap toevoegen' })
              : translate({ id: 'forms.helpdesk.addStep', message: '+ Nog een stap toevoegen' })}
          </LinkButton>
        </div>
      )}
    </fieldset>
  );
}
