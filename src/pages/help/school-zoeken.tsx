import React from 'react';
import { translate } from '@docusaurus/Translate';
import FormPage from '@site/src/components/forms/FormPage';
import SchoolLookup from '@site/src/components/forms/SchoolLookup';

/** /help/school-zoeken: the school finder on its own, to look up a school's BRIN and branch number. */
export default function SchoolLookupPage() {
  return (
    <FormPage
      keywords={['AMN', 'school zoeken', 'BRIN', 'postcode', 'DUO']}
      image="/img/content/help/social/helpdesk.png"
      title={translate({ id: 'schoolLookup.title', message: 'Zoek uw school' })}
      description={translate({
        id: 'schoolLookup.description',
        message: 'Zoek uw school op postcode of BRIN-nummer en bekijk de gegevens waarmee u zich aanmeldt.',
      })}
      introduction={translate({
        id: 'schoolLookup.introduction',
        message:
          'Zoek uw school op postcode of met het volledige BRIN-nummer. U ziet dan het BRIN- en vestigingsnummer waarmee uw school bij ons bekend is.',
      })}
    >
      <SchoolLookup />
    </FormPage>
  );
}
