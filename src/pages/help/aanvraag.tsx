import React from 'react';
import { translate } from '@docusaurus/Translate';
import FormPage from '@site/src/components/forms/FormPage';
import HelpdeskRequestForm from '@site/src/components/forms/HelpdeskRequestForm';

/** /help/aanvraag: a helpdesk request, rendered from a JSON Schema and sent to /api/send. */
export default function HelpdeskRequestPage() {
  return (
    <FormPage
      keywords={['AMN', 'helpdesk', 'aanvraag', 'storing', 'vraag']}
      image="/img/content/help/social/helpdesk.png"
      title={translate({ id: 'helpdeskRequest.title', message: 'Helpdeskaanvraag' })}
      description={translate({
        id: 'helpdeskRequest.description',
        message: 'Stel de helpdesk van AMN een vraag of meld een storing.',
      })}
      introduction={translate({
        id: 'helpdeskRequest.introduction',
        message:
          'Beschrijf uw vraag of probleem zo precies mogelijk. Noem de stappen waarmee we het probleem kunnen zien; dan helpen we u het snelst.',
      })}
    >
      <HelpdeskRequestForm />
    </FormPage>
  );
}
