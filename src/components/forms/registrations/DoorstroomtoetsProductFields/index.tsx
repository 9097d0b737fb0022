import React from 'react';
import type { FormApi } from 'final-form';
import Translate, { translate } from '@docusaurus/Translate';
import { MIN_PUPILS } from '@site/src/domain/constants';
import { DEFAULT_DEVICES, devicesOf } from '@site/src/domain/forms';
import { DOORSTROOMTOETS } from '@site/src/domain/products';
import { NumberField, FieldRow } from '../../fields';
import SectionHeading from '../SectionHeading';
import { DevicesField } from './DevicesField';

const PRODUCT = 'products.Doorstroomtoets';

/**
 * A picked school sets the Doorstroomtoets product id and name (the same in every round), and
 * Chromebooks when no device is ticked (the spec's default).
 */
export function setDoorstroomtoetsProduct(form: FormApi, product: { id: number; name: string } = DOORSTROOMTOETS) {
  const values = form.getState().values as { products?: { Doorstroomtoets?: { device_type?: unknown } } };
  const devices = devicesOf(values.products?.Doorstroomtoets?.device_type);
  form.batch(() => {
    form.change(`${PRODUCT}.product_id`, product.id);
    form.change(`${PRODUCT}.product_name`, product.name);
    if (devices.length === 0) form.change(`${PRODUCT}.device_type`, [...DEFAULT_DEVICES]);
  });
}

/** Under the heading 'Afname': pupil count (group 8, at least one) and the devices (one or more) the pupils take the test on. */
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
      </FieldRow>
      <DevicesField name={`${PRODUCT}.device_type`} />
    </>
  );
}
