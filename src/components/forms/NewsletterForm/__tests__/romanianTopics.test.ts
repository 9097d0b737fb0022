import codeJson from '@site/i18n/ro/code.json';
import { NEWSLETTER_TOPICS, NEWSLETTER_TOPIC_LABELS_RO } from '@site/src/domain/options';

describe('the Romanian newsletter topics', () => {
  it('are named on the form as in the mails and messages (src/domain/options.ts), with the stored keys kept', () => {
    const messages = codeJson as Record<string, { message: string }>;
    for (const { key } of NEWSLETTER_TOPICS) {
      expect(messages[`forms.newsletter.topic.${key}`]?.message).toBe(NEWSLETTER_TOPIC_LABELS_RO[key]);
    }
  });
});
