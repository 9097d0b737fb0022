import React, { useMemo } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import MenuLink from '@site/src/components/MenuLink';
import { PRIVACY_LINK, TERMS_LINK } from '@site/src/data/menus';
import { newsletterTopicsFor, type NewsletterTopic } from '@site/src/domain/options';
import { emptyValues, newsletterSchema, type InitialValues } from '@site/src/domain/forms';
import FormShell from '../FormShell';
import { useFormLocale, useSchemaValidation } from '../useFormLocale';
import PersonFields from '../PersonFields';
import { CheckboxField, FieldGroup } from '../fields';

type Values = InitialValues<'newsletter'>;

/** The topic labels, translatable (the domain's Dutch labels are the nl text). */
export function topicLabels(): Record<NewsletterTopic, string> {
  return {
    PO: translate({ id: 'forms.newsletter.topic.PO', message: 'Primair onderwijs' }),
    VO: translate({ id: 'forms.newsletter.topic.VO', message: 'Voortgezet onderwijs' }),
    MBO: translate({ id: 'forms.newsletter.topic.MBO', message: 'Middelbaar beroepsonderwijs' }),
    HBO: translate({ id: 'forms.newsletter.topic.HBO', message: 'Hoger beroepsonderwijs' }),
    Bedrijven: translate({ id: 'forms.newsletter.topic.Bedrijven', message: 'Bedrijven' }),
    Zorginstellingen: translate({ id: 'forms.newsletter.topic.Zorginstellingen', message: 'Zorginstellingen' }),
    Overheid: translate({ id: 'forms.newsletter.topic.Overheid', message: 'Overheid' }),
  };
}

/** The newsletter sign-up of /formulier/nieuwsbrief (type 'newsletter', labels). */
export default function NewsletterForm() {
  const initialValues = useMemo(() => emptyValues('newsletter'), []);
  const locale = useFormLocale();
  const validate = useSchemaValidation<Values>(newsletterSchema);
  const labels = topicLabels();
  // Each site links its own terms and privacy statement (the Romanian ones are PDFs).
  const privacy = PRIVACY_LINK[locale];
  const terms = TERMS_LINK[locale];
  return (
    <FormShell<Values>
      type="newsletter"
      label={translate({ id: 'forms.newsletter.label', message: 'Aanmelden voor de nieuwsbrief' })}
      submitLabel={translate({ id: 'forms.newsletter.submit', message: 'Aanmelden' })}
      initialValues={initialValues}
      validate={validate}
    >
      <PersonFields />
      {/* The spec marks the topic choice required without enforcing it: a star, no check. */}
      <FieldGroup
        required
        label={translate({
          id: 'forms.newsletter.topics',
          message: 'Over welke onderwerpen wilt u de nieuwsbrief ontvangen?',
        })}
      >
        {newsletterTopicsFor(locale).map((key) => (
          <CheckboxField key={key} name={key} label={labels[key]} />
        ))}
      </FieldGroup>
      <CheckboxField
        name="akkoord"
        required
        label={translate({
          id: 'forms.newsletter.akkoord',
          message: 'Ik ga akkoord met de algemene voorwaarden en privacyverklaring',
        })}
        hint={
          <Translate
            id="forms.newsletter.consentHint"
            values={{
              terms: (
                <MenuLink item={terms}>
                  <Translate id="forms.newsletter.termsLink">algemene voorwaarden</Translate>
                </MenuLink>
              ),
              privacy: (
                <MenuLink item={privacy}>
                  <Translate id="forms.newsletter.privacyLink">privacyverklaring</Translate>
                </MenuLink>
              ),
            }}
          >
            {'In onze {terms} leest u wat u van ons mag verwachten, in onze {privacy} hoe we met uw gegevens omgaan.'}
          </Translate>
        }
      />
    </FormShell>
  );
}
