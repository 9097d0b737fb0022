import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import Translate, { translate } from '@docusaurus/Translate';
import {
  CONTACT_WITHOUT_PRODUCT,
  FORM_DEFINITIONS,
  checklist,
  emptyAanmeldformulierPo,
  emptyPoContact,
  finalFormErrors,
  formSchema,
  jobTitleProblems,
  poSignUpDayProblems,
  withProblems,
  type AanmeldformulierPoInput,
  type DeepPartial,
} from '@site/src/domain/forms';
import { PO_PRODUCT_KEYS } from '@site/src/domain/products';
import { currentRound, type RegistrationRound } from '@site/src/domain/rounds';
import { useRoundDay } from '@site/src/components/RoundState/useRoundDay';
import { PoRoundContext, roundOfPoValues } from './poRound';
import type { School } from '@site/src/domain/school';
import AlreadyRegistered from '../AlreadyRegistered';
import { registrationOf, type RegistrationOfSchool } from '../AlreadyRegistered/check';
import RegisteredOnConflict from '../AlreadyRegistered/RegisteredOnConflict';
import { helpdeskLinks } from '@site/src/components/HelpdeskLinks';
import { LinkButton } from '../../fields';
import ContactsSection from '../ContactsList/ContactsSection';
import SectionHeading from '../SectionHeading';
import ProductChoice from '../ProductChoice';
import { keepSchoolFields } from '../schoolValue';
import { ContactProducts } from './ContactProducts';
import { useSoleContactFollowsProducts, withoutSoleContactTie } from './soleContact';
import type { EditMode } from '../EditMode';
import RegistrationFrame from '../EditMode/RegistrationFrame';
import { newRegistration } from '../thankYou';
import { useForm } from 'react-final-form';
import styles from './styles.module.css';

const TYPE = 'aanmeldformulier-po';
const DEFINITION = FORM_DEFINITIONS[TYPE];
type Values = DeepPartial<AanmeldformulierPoInput>;

/** A picked school also sets the ids and names of all three products. */
function setProductIdentities(form: FormApi, round: RegistrationRound) {
  form.batch(() => {
    for (const key of PO_PRODUCT_KEYS) {
      form.change(`products.${key}.id`, round.products[key].id);
      form.change(`products.${key}.name`, round.products[key].name);
    }
  });
}

/**
 * Primary-education sign-up; with `edit`, the stored sign-up changed on its own page. A new sign-up
 * is for the round current on the day of the visit, a change for the sign-up's own round; products
 * are chosen while open, with a first day from tomorrow (the server checks the same).
 */
export default function AanmeldformulierPo({ edit }: { edit?: EditMode<Values> }) {
  const today = useRoundDay();
  const round = (edit ? roundOfPoValues(edit.initialValues) : undefined) ?? currentRound(today);
  const earlier = edit?.initialValues;
  const initialValues = useMemo(() => emptyAanmeldformulierPo(round), [round]);
  const validate = useCallback(
    (values: Values) => {
      const errors = finalFormErrors(formSchema(TYPE, round), values);
      // The day's range (from tomorrow) is the one the field and the card show: it names the problem.
      withProblems(errors, poSignUpDayProblems(values, round, today, earlier), { replace: true });
      withProblems(errors, jobTitleProblems(values));
      return withoutSoleContactTie(errors, values);
    },
    [round, today, earlier],
  );
  const openItems = useCallback(
    (values: Values) =>
      checklist(TYPE, values, round).filter(
        // A sole contact's products follow the choice: nothing to tie by hand.
        (item) => item !== CONTACT_WITHOUT_PRODUCT || (values.contacts?.length ?? 0) > 1,
      ),
    [round],
  );
  /**
   * The chosen school when it already has a sign-up in this round, and how that is held: the form
   * gives way to the notice, with who holds it and the way to claim it.
   */
  const [registered, setRegistered] = useState<{ school: School; holder: RegistrationOfSchool } | null>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  // Asked as soon as a school is chosen, as the Doorstroomtoets forms do: not after the whole form.
  const onSchoolChange = useCallback(
    (school: School | null, form: FormApi) => {
      keepSchoolFields(form, school);
      setProductIdentities(form, round);
      pending.current?.abort();
      setRegistered(null);
      if (!school || edit) return;
      const controller = new AbortController();
      pending.current = controller;
      void registrationOf(school, 'registration', controller.signal, TYPE).then((answer) => {
        if (!controller.signal.aborted) setRegistered(answer.registered ? { school, holder: answer } : null);
      });
    },
    [round, edit],
  );
  const chooseAnother = (form: FormApi) => {
    form.change('school', undefined);
    setRegistered(null);
  };
  const context = useMemo(() => ({ round, today, earlier }), [round, today, earlier]);
  return (
    <PoRoundContext.Provider value={context}>
      <RegistrationFrame<Values>
        edit={edit}
        fresh={newRegistration(
          translate({ id: 'forms.po.label', message: 'Aanmelden primair onderwijs' }),
          {
            type: TYPE,
            submitLabel: translate({ id: 'forms.registration.submit', message: 'Aanmelden' }),
            initialValues,
          },
          round,
        )}
        validate={validate}
        checklist={registered ? () => [] : openItems}
        className={registered ? styles.registered : undefined}
        onSchoolChange={onSchoolChange}
        sector={DEFINITION.schoolSector}
        // Signed up between the check and the post: who holds it, and the way to claim it (as the
        // Doorstroomtoets forms do); until that is known, or if the sign-up is gone, the links of the
        // school's registrations. Values the server refused passed the schema: a whole school.
        conflict={(values) => (
          <RegisteredOnConflict
            school={values.school as School | undefined}
            mode="registration"
            type={TYPE}
            fallback={
              <AlreadyRegistered
                schoolName={values.school?.naam}
                school={values.school as School | undefined}
                type={TYPE}
              />
            }
          />
        )}
      >
        {registered ? (
          <RegisteredNotice school={registered.school} holder={registered.holder} onAnother={chooseAnother} />
        ) : (
          <>
            <SectionHeading>
              <Translate id="forms.po.products">Producten</Translate>
            </SectionHeading>
            {PO_PRODUCT_KEYS.map((key) => (
              <ProductChoice key={key} productKey={key} />
            ))}
            <SoleContactFollowsProducts />
            <ContactsSection
              intro={
                <p>
                  <Translate id="forms.po.contactsIntro">
                    Geef per contactpersoon aan voor welke producten hij of zij het aanspreekpunt is.
                  </Translate>
                </p>
              }
              newContact={emptyPoContact}
              jobTitles={DEFINITION.jobTitles}
              renderExtra={(prefix) => <ContactProducts prefix={prefix} />}
            />
          </>
        )}
      </RegistrationFrame>
    </PoRoundContext.Provider>
  );
}

/** Renders nothing: with one contact, keeps its product ticks equal to the chosen products. */
function SoleContactFollowsProducts() {
  useSoleContactFollowsProducts();
  return null;
}

/**
 * In place of the products and contacts: the school has its sign-up already, who holds it and the
 * way to claim it, what to do to add a product (a groep 7 teacher after Aansluiting PO-VO), and the
 * way to another school.
 */
function RegisteredNotice({
  school,
  holder,
  onAnother,
}: {
  school: School;
  holder: RegistrationOfSchool;
  onAnother: (form: FormApi) => void;
}) {
  const form = useForm();
  return (
    <>
      <AlreadyRegistered schoolName={school.naam} school={school} type={TYPE} holder={holder} />
      <AddProduct />
      <LinkButton onClick={() => onAnother(form)}>
        <Translate id="forms.alreadyRegistered.another">Een andere school kiezen</Translate>
      </LinkButton>
    </>
  );
}

/** A school has one sign-up a year with all its products: a product is added to it, not signed up again. */
function AddProduct() {
  return (
    <section className={styles.addProduct} aria-labelledby="po-add-product">
      <h3 id="po-add-product">
        <Translate id="forms.po.addProduct.title">Wilt u een product toevoegen?</Translate>
      </h3>
      <p>
        <Translate id="forms.po.addProduct.text">
          Een school heeft per schooljaar één aanmelding met al haar producten. Wilt u bijvoorbeeld Aansluiting PO-VO
          voor groep 7 toevoegen, vraag dan een van de contactpersonen van uw school om het product toe te voegen via
          Wijzigen op de eigen pagina van de aanmelding. Daar kan hij of zij u ook als contactpersoon toevoegen.
        </Translate>
      </p>
      <p>
        <Translate id="forms.po.addProduct.helpdesk" values={helpdeskLinks()}>
          {
            'Weet u niet wie de contactpersonen zijn? Met de knop hierboven krijgen zij hun link opnieuw. Of mail naar {email} of bel {phone}: de helpdesk voegt het product voor u toe.'
          }
        </Translate>
      </p>
    </section>
  );
}
