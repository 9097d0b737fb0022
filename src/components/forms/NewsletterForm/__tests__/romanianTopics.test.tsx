import React from 'react';
import { screen } from '@testing-library/react';
import codeJson from '@site/i18n/ro/code.json';
import { renderAt } from '@site/test/support/dom/render';
import { NEWSLETTER_TOPICS, NEWSLETTER_TOPIC_LABELS_RO, newsletterTopicsFor } from '@site/src/domain/options';
import { TopicsForm } from '../../NewsletterLinks/TopicsForm';
import NewsletterForm from '..';

const messages: Record<string, { message: string }> = codeJson;
const boxNames = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'));

describe('the Romanian newsletter topics', () => {
  it('are named on the form as in the mails and messages (src/domain/options.ts), with the stored keys kept', () => {
    for (const { key } of NEWSLETTER_TOPICS) {
      expect(messages[`forms.newsletter.topic.${key}`]?.message).toBe(NEWSLETTER_TOPIC_LABELS_RO[key]);
    }
  });

  it('are the school stages only: AMN works with schools in Romania', () => {
    expect(newsletterTopicsFor('ro')).toEqual(['PO', 'VO', 'MBO']);
    expect(newsletterTopicsFor('nl')).toEqual(NEWSLETTER_TOPICS.map((topic) => topic.key));
  });

  it('the Romanian sign-up offers the school topics and nothing for companies, care or government', () => {
    renderAt(<NewsletterForm />, { locale: 'ro', path: '/ro/formular/newsletter' });
    expect(boxNames()).toEqual(['PO', 'VO', 'MBO', 'akkoord']);
    // The test mocks translate to its Dutch message: the boxes are found by their Dutch labels here.
    expect(screen.getByRole('checkbox', { name: 'Primair onderwijs' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Bedrijven|Zorginstellingen|Overheid/ })).not.toBeInTheDocument();
  });

  it("a Romanian subscriber's topics page keeps a topic of the other site they already have", () => {
    renderAt(<TopicsForm legend="Subiecte" topics={['VO', 'Bedrijven']} busy={false} onSave={jest.fn()} />, {
      locale: 'ro',
      path: '/ro/newsletter/subiecte',
    });
    expect(boxNames()).toEqual(['PO', 'VO', 'MBO', 'Bedrijven']);
    expect(screen.getByRole('checkbox', { name: 'Bedrijven' })).toBeChecked();
  });
});
