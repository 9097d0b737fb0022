/** Newsletter sign-up (spec §3 and §5; its type and page: ./definitions). */
import * as v from 'valibot';
import { MIN_TEXT_LENGTH } from '../constants';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../options';
import { LIMITS, booleanField, requiredEmail, requiredText, strictObject } from './fields';

export const AKKOORD_REQUIRED = 'Ga akkoord met de algemene voorwaarden en privacyverklaring.';

const topic = (key: NewsletterTopic) =>
  booleanField(NEWSLETTER_TOPICS.find((item) => item.key === key)?.label ?? key, false);

/** Topics default to false; the spec labels the topic choice required but does not enforce it. */
export const newsletterSchema = strictObject(
  {
    first_name: requiredText('Voornaam', LIMITS.name, MIN_TEXT_LENGTH),
    last_name: requiredText('Achternaam', LIMITS.name, MIN_TEXT_LENGTH),
    email: requiredEmail('E-mail'),
    PO: topic('PO'),
    VO: topic('VO'),
    MBO: topic('MBO'),
    HBO: topic('HBO'),
    Bedrijven: topic('Bedrijven'),
    Zorginstellingen: topic('Zorginstellingen'),
    Overheid: topic('Overheid'),
    akkoord: v.pipe(booleanField('Akkoord', false), v.value(true, AKKOORD_REQUIRED)),
  },
  'Vul het aanmeldformulier voor de nieuwsbrief in.',
);

export type NewsletterInput = v.InferInput<typeof newsletterSchema>;
export type NewsletterValues = v.InferOutput<typeof newsletterSchema>;

export function emptyNewsletter(): NewsletterInput {
  return {
    first_name: '',
    last_name: '',
    email: '',
    PO: false,
    VO: false,
    MBO: false,
    HBO: false,
    Bedrijven: false,
    Zorginstellingen: false,
    Overheid: false,
    akkoord: false,
  };
}
