import React, { useCallback, useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { isIsoDate } from '@site/src/domain/dates';
import { formatDate } from '@site/src/components/LongDate/formatDate';
import { LIMITS, emptyTraining, finalFormErrors, trainingSchema, type TrainingInput } from '@site/src/domain/forms';
import { earliestSignUpDate, signUpClosedProblem } from '@site/src/domain/trainings';
import { useRoundDay } from '@site/src/components/RoundState';
import { TRAINERS, TRAINING_NAMES } from '@site/src/domain/options';
import FormShell from '../FormShell';
import PersonFields from '../PersonFields';
import { CheckboxField, DateField, FieldRow, SelectField, TextField, type Option } from '../fields';
import { useFormLocale } from '../useFormLocale';
import { OrganisationField } from '../TextFields';
import { trainingPrefill } from './prefill';

type Values = Partial<TrainingInput>;

const toOption = (value: string): Option => ({ value, label: value });

/** The training sign-up, prefilled from ?training= and ?datum=. */
export default function TrainingForm() {
  const { search } = useLocation();
  // The static HTML knows no query string: prefill only once hydrated, so server and client agree first.
  const isBrowser = useIsBrowser();
  const prefill = useMemo(() => (isBrowser ? trainingPrefill(search) : {}), [isBrowser, search]);
  const initialValues = useMemo(() => emptyTraining(prefill), [prefill]);
  const locale = useFormLocale();
  const today = useRoundDay();
  const validate = useCallback(
    (values: Values) => {
      const errors = finalFormErrors(trainingSchema, values, locale);
      const dateProblem = errors.training_date ? null : signUpClosedProblem(values.training_date, today, locale);
      return dateProblem ? { ...errors, training_date: dateProblem } : errors;
    },
    [locale, today],
  );
  // The chosen day in words, in the page's language ('3 noiembrie 2025' on the Romanian site).
  const describeDate = useCallback(
    (value: string) => (isIsoDate(value) ? formatDate(value, locale === 'ro' ? 'ro-RO' : 'nl-NL') : null),
    [locale],
  );
  const trainings = useMemo(() => {
    const names: string[] = [...TRAINING_NAMES];
    // A link may name a training outside the list (a custom one): offer it too, so the prefill shows.
    if (prefill.training && !names.includes(prefill.training)) names.push(prefill.training);
    return names.map(toOption);
  }, [prefill.training]);

  return (
    <FormShell<Values>
      type="training"
      label={translate({ id: 'forms.training.label', message: 'Aanmelden voor een training' })}
      submitLabel={translate({ id: 'forms.training.submit', message: 'Aanmelden' })}
      initialValues={initialValues}
      validate={validate}
    >
      <FieldRow>
        <SelectField
          name="training_name"
          label={translate({ id: 'forms.training.training_name', message: 'Training' })}
          required
          options={trainings}
        />
        <DateField
          name="training_date"
          label={translate({ id: 'forms.training.training_date', message: 'Datum van de training' })}
          required
          min={earliestSignUpDate(today)}
          describeValue={describeDate}
        />
      </FieldRow>
      <SelectField
        name="trainer_name"
        label={translate({ id: 'forms.training.trainer_name', message: 'Trainer' })}
        options={TRAINERS.map(toOption)}
        placeholder={translate({ id: 'forms.training.noTrainer', message: 'Geen voorkeur' })}
      />
      <OrganisationField
        name="school_bedrijfsnaam"
        label={translate({ id: 'forms.training.school_bedrijfsnaam', message: 'School- of bedrijfsnaam' })}
        required
      />
      <PersonFields tussenvoegsel />
      <FieldRow>
        <TextField
          name="functie"
          label={translate({ id: 'forms.training.functie', message: 'Functie' })}
          autoComplete="organization-title"
          maxLength={LIMITS.text}
        />
        <TextField
          name="locatie_afdeling"
          label={translate({ id: 'forms.training.locatie_afdeling', message: 'Locatie of afdeling' })}
          maxLength={LIMITS.text}
        />
      </FieldRow>
      <CheckboxField
        name="product_updates_ontvangen"
        label={translate({
          id: 'forms.training.product_updates_ontvangen',
          message: 'Ik wil updates over de producten van AMN ontvangen',
        })}
      />
    </FormShell>
  );
}
