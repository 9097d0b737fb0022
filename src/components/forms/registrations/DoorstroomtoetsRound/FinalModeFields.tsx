import React from 'react';
import { useField } from 'react-final-form';
import { translate } from '@docusaurus/Translate';
import { formatDutchLong, formatWindow, isIsoDate } from '@site/src/domain/dates';
import type { RegistrationRound } from '@site/src/domain/rounds';
import { YES_NO } from '@site/src/domain/options';
import { DateField, RadioGroupField } from '../../fields';
import { AgreementSection } from './AgreementSection';

const PRODUCT = 'products.Doorstroomtoets';
const describeDate = (value: string) => (isIsoDate(value) ? formatDutchLong(value) : null);
const YES_NO_OPTIONS = YES_NO.map((answer) => ({ value: answer, label: answer }));

/** Final mode only: the first day and the previous-year question; 'Nee' reveals the agreement section. */
export function FinalModeFields({ round }: { round: RegistrationRound }) {
  const { window } = round.products.Doorstroomtoets;
  const { input } = useField<string | undefined>(`${PRODUCT}.previous_year_amn_doorstroomtoets`, {
    subscription: { value: true },
  });
  return (
    <>
      <DateField
        name={`${PRODUCT}.eerstedag`}
        label={translate({ id: 'forms.doorstroomtoets.eerstedag', message: 'Eerste afnamedag' })}
        required
        min={window.from}
        max={window.to}
        hint={translate(
          { id: 'forms.doorstroomtoets.eerstedagHint', message: 'Kies een dag {window}.' },
          { window: formatWindow(window) },
        )}
        describeValue={describeDate}
      />
      <RadioGroupField
        name={`${PRODUCT}.previous_year_amn_doorstroomtoets`}
        label={translate({
          id: 'forms.doorstroomtoets.previousYear',
          message: 'Heeft uw school vorig jaar de AMN Doorstroomtoets afgenomen?',
        })}
        required
        options={YES_NO_OPTIONS}
      />
      {input.value === 'Nee' && <AgreementSection />}
    </>
  );
}
