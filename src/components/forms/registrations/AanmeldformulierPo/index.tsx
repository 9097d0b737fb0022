import React, { useCallback, useMemo } from 'react';
import type { FormApi } from 'final-form';
import Translate, { translate } from '@docusaurus/Translate';
import {
  FORM_DEFINITIONS,
  checklist,
  emptyPoContact,
  finalFormErrors,
  type AanmeldformulierPoInput,
  type DeepPartial,
} from '@site/src/domain/forms';
import { PO_PRODUCT_KEYS, PRODUCTS } from '@site/src/domain/products';
import type { School } from '@site/src/domain/school';
import FormShell from '../../FormShell';
import SchoolField from '../../SchoolField';
import ContactsList from '../ContactsList';
import SectionHeading from '../SectionHeading';
import ProductChoice from '../ProductChoice';
import { keepSchoolFields } from '../schoolValue';
import { ContactProducts } from './ContactProducts';
import { LockedSchool, editShellProps, type EditMode } from '../EditMode';

const TYPE = 'aanmeldformulier-po';
const DEFINITION = FORM_DEFINITIONS[TYPE];
type Values = DeepPartial<AanmeldformulierPoInput>;

const validate = (values: Values) => finalFormErrors(DEFINITION.schema, values);
const openItems = (values: Values) => checklist(TYPE, values);

/** A picked school also sets the ids and names of all three products. */
function setProductIdentities(form: FormApi) {
  form.batch(() => {
    for (const key of PO_PRODUCT_KEYS) {
      form.change(`products.${key}.id`, PRODUCTS[key].id);
      form.change(`products.${key}.name`, PRODUCTS[key].name);
    }
  });
}

/** Primary-education sign-up; with `edit`, the stored sign-up changed on its own page. */
export default function AanmeldformulierPo({ edit }: { edit?: EditMode<Values> }) {
  const initialValues = useMemo(() => DEFINITION.empty(), []);
  const onSchoolChange = useCallback((school: School | null, form: FormApi) => {
    keepSchoolFields(form, school);
    setProductIdentities(form);
  }, []);
  // Edit mode: the change route, its own words and the stored values; else the new registration.
  const shell = edit
    ? editShellProps(edit)
    : {
        type: TYPE,
        label: translate({ id: 'forms.po.label', message: 'Aanmelden primair onderwijs' }),
        submitLabel: translate({ id: 'forms.registration.submit', message: 'Aanmelden' }),
        initialValues,
      };
  return (
    <FormShell<Values> validate={validate} checklist={openItems} {...shell}>
      <SectionHeading>
        <Translate id="forms.registration.school">School</Translate>
      </SectionHeading>
      {edit ? (
        <LockedSchool school={edit.initialValues.school} />
      ) : (
        <SchoolField onSchoolChange={onSchoolChange} sector={DEFINITION.schoolSector} />
      )}
      <SectionHeading>
        <Translate id="forms.po.products">Producten</Translate>
      </SectionHeading>
      {PO_PRODUCT_KEYS.map((key) => (
        <ProductChoice key={key} productKey={key} />
      ))}
      <SectionHeading>
        <Translate id="forms.registration.contacts">Contactpersonen</Translate>
      </SectionHeading>
      <p>
        <Translate id="forms.po.contactsIntro">
          Geef per contactpersoon aan voor welke producten hij of zij het aanspreekpunt is.
        </Translate>
      </p>
      <ContactsList
        newContact={emptyPoContact}
        jobTitles={DEFINITION.jobTitles}
        renderExtra={(prefix) => <ContactProducts prefix={prefix} />}
      />
    </FormShell>
  );
}
