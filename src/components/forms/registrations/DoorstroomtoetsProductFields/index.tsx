import React from 'react';
import type { FormApi } from 'final-form';
import Translate, { translate } from '@docusaurus/Translate';
import { DEFAULT_DEVICE, MIN_PUPILS } from '@site/src/domain/constants';
import { DEVICES } from '@site/src/domain/options';
import { DOORSTROOMTOETS } from '@site/src/domain/products';
import { NumberField, SelectField, FieldRow } from '../../fields';
import SectionHeading from '../SectionHeading';

const PRODUCT = 'products.Doorstroomtoets';
const DEVICE_OPTIONS = DEVICES.map((device) => ({ value: device, label: device }));

/**
 * A picked school sets the Doorstroomtoets product id and name (the same in every round), and
 * Chromebooks when no device is chosen.
 */
export function setDoorstroomtoetsProduct(form: FormApi, product: { id: number; name: string } = DOORSTROOMTOETS) {
  const values = form.getState().values as { products?: { Doorstroomtoets?: { device_type?: string } } };
  const device = values.products?.Doorstroomtoets?.device_type;
  form.batch(() => {
    form.change(`${PRODUCT}.product_id`, product.id);
    form.change(`${PRODUCT}.product_name`, product.name);
    if (!device) form.change(`${PRODUCT}.device_type`, DEFAULT_DEVICE);
  });
}

/** Under the heading 'Afname': pupil count (group 8, at least one) and the devices the pupils take the test on. */
export default function DoorstroomtoetsProductFields() {
  return (
    <>
      <SectionHeading>
        <Translate id="forms.registration.testDetails">Afname</Translate>
      </SectionHeading>
      <FieldRow>
        <NumberField
          name={`${PRODUCT}.amount`}
          label={translate({ id: 'forms.doorstroomtoets.amount', message: 'Aantal leerlingen in groep 8' })}
          required
          min={MIN_PUPILS}
        />
        <SelectField
          name={`${PRODUCT}.device_type`}
          label={translate({ id: 'forms.doorstroomtoets.device_type', message: 'Type apparaten' })}
          required
          options={DEVICE_OPTIONS}
          placeholder={false}
        />
      </FieldRow>
    </>
  );
}
