/** Newsletter sign-up (its type and page: ./definitions). */
import * as v from 'valibot';
import { MIN_TEXT_LENGTH } from '../constants';
import { NEWSLETTER_TOPICS, NEWSLETTER_TOPIC_LABELS_RO, type NewsletterTopic } from '../options';
import { LIMITS, booleanField, requiredEmail, requiredName, strictObject } from './fields';
import { message, type IssueMessage } from './texts';
import { described, meaning } from './field-meaning';
import { PERSON_FIELDS, PERSON_LABELS } from './texts/labels';

/** A topic: the same label on the form and in the summaries. */
const topic = (key: NewsletterTopic) => {
  const label = {
    nl: NEWSLETTER_TOPICS.find((item) => item.key === key)?.label ?? key,
    ro: NEWSLETTER_TOPIC_LABELS_RO[key],
  };
  return described(booleanField(label, false), { label });
};

/** At least one topic: a subscription without one would bring nothing (its welcome mail listed none). */
export const NO_TOPIC_MESSAGE = {
  nl: 'Kies minimaal één onderwerp.',
  ro: 'Alegeți cel puțin un subiect.',
} as const;

export const hasTopic = (values: Partial<Record<NewsletterTopic, unknown>>) =>
  NEWSLETTER_TOPICS.some((item) => values[item.key] === true);

/** Topics default to false; at least one must be chosen (the message goes to the first topic's box). */
const newsletterFields = strictObject(
  {
    first_name: described(
      requiredName(PERSON_LABELS.first_name, LIMITS.name, MIN_TEXT_LENGTH),
      PERSON_FIELDS.first_name,
    ),
    last_name: described(requiredName(PERSON_LABELS.last_name, LIMITS.name, MIN_TEXT_LENGTH), PERSON_FIELDS.last_name),
    email: described(requiredEmail(PERSON_LABELS.email), PERSON_FIELDS.email),
    PO: topic('PO'),
    VO: topic('VO'),
    MBO: topic('MBO'),
    HBO: topic('HBO'),
    Bedrijven: topic('Bedrijven'),
    Zorginstellingen: topic('Zorginstellingen'),
    Overheid: topic('Overheid'),
    akkoord: v.pipe(
      booleanField({ nl: 'Akkoord', ro: 'Acord' }, false),
      v.value(
        true,
        message((texts) => texts.akkoordRequired),
      ),
      meaning<boolean>({
        label: {
          nl: 'Ik ga akkoord met de algemene voorwaarden en privacyverklaring',
          ro: 'Sunt de acord cu termenii și condițiile și cu politica de confidențialitate',
        },
      }),
    ),
  },
  {
    nl: 'Vul het aanmeldformulier voor de nieuwsbrief in.',
    ro: 'Completați formularul de abonare la newsletter.',
  },
);

type Fields = v.InferOutput<typeof newsletterFields>;
const TOPIC_PATHS = [['PO'], ['VO'], ['MBO'], ['HBO'], ['Bedrijven'], ['Zorginstellingen'], ['Overheid']] as const;

// A partial check runs as soon as the topics are valid, so an empty form shows it with the rest.
export const newsletterSchema = v.pipe(
  newsletterFields,
  v.forward(
    v.partialCheck<Fields, typeof TOPIC_PATHS, Pick<Fields, NewsletterTopic>, IssueMessage>(
      TOPIC_PATHS,
      hasTopic,
      message((_texts, locale) => NO_TOPIC_MESSAGE[locale === 'ro' ? 'ro' : 'nl']),
    ),
    ['PO'],
  ),
);

export type NewsletterInput = v.InferInput<typeof newsletterSchema>;

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

/** The consent the sign-up form asks for, as it shows it: kept with every subscription as its consent record. */
export const NEWSLETTER_CONSENT = {
  nl: 'Ik ga akkoord met de algemene voorwaarden en privacyverklaring',
  ro: 'Sunt de acord cu termenii și condițiile și cu politica de confidențialitate',
} as const;
