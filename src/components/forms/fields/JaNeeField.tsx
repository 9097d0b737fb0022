import React from 'react';
import { translate } from '@docusaurus/Translate';
import { YES_NO } from '@site/src/domain/options';
import { RadioGroupField } from './RadioGroupField';
import type { BaseFieldProps } from './types';

/** A Ja/Nee question as two radios; the values are the domain's 'Ja' and 'Nee'. */
export function JaNeeField(props: BaseFieldProps) {
  const labels: Record<(typeof YES_NO)[number], string> = {
    Ja: translate({ id: 'forms.yes', message: 'Ja' }),
    Nee: translate({ id: 'forms.no', message: 'Nee' }),
  };
  return <RadioGroupField {...props} options={YES_NO.map((value) => ({ value, label: labels[value] }))} />;
}
