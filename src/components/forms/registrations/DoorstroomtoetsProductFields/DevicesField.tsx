import React, { useId } from 'react';
import clsx from 'clsx';
import { useField } from 'react-final-form';
import { translate } from '@docusaurus/Translate';
import { DEVICES } from '@site/src/domain/devices';
import { FieldError, FieldHint, RequiredMark, useFieldIds, visibleError } from '../../fields/FieldFrame';
import fieldStyles from '../../fields/styles.module.css';

/** One box of the list, bound to the same field: final-form keeps the ticked devices as an array. */
function DeviceBox({ name, device, first }: { name: string; device: string; first: boolean }) {
  const { input } = useField<string>(name, { type: 'checkbox', value: device });
  const id = useId();
  return (
    <div className={fieldStyles.check}>
      <input
        {...input}
        id={id}
        type="checkbox"
        className={fieldStyles.checkInput}
        // The summary links the list's message here, named by the question rather than this box.
        data-error-for={first ? name : undefined}
      />
      <label htmlFor={id} className={fieldStyles.checkLabel}>
        {device}
      </label>
    </div>
  );
}

/** 'Type apparaten': one or more devices, a box each (a school may test on Chromebooks and iPads). */
export function DevicesField({ name }: { name: string }) {
  const { meta } = useField<string[]>(name, { subscription: { error: true, touched: true, modified: true } });
  const error = visibleError(meta, { onChange: true });
  const hint = translate({
    id: 'forms.doorstroomtoets.devicesHint',
    message: 'Kruis alles aan waarop uw leerlingen de toets maken.',
  });
  const ids = useFieldIds(error, hint);
  return (
    <fieldset
      className={clsx(fieldStyles.field, fieldStyles.group, error && fieldStyles.invalid)}
      aria-describedby={ids.describedBy}
    >
      <legend className={fieldStyles.label}>
        {translate({ id: 'forms.doorstroomtoets.device_type', message: 'Type apparaten' })}
        <RequiredMark required />
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {DEVICES.map((device, index) => (
        <DeviceBox key={device} name={name} device={device} first={index === 0} />
      ))}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
