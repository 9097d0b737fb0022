import * as v from 'valibot';
import { TIMELINE } from '../../src/domain/constants';
import { PRODUCT_KEYS } from '../../src/domain/rounds';
import type { HomeContentSource } from './types';

/** strict_object issues are either a missing field or one the schema does not know. */
const fieldMessage = (issue: v.StrictObjectIssue) =>
  issue.expected === 'never' ? 'unknown field (check its spelling)' : 'is missing';

const text = v.pipe(v.string('must be a text'), v.trim(), v.nonEmpty('must not be empty'));

/** A site path (the locale's base URL is added when rendered) or an external https address. */
const link = v.pipe(text, v.regex(/^(\/(?!\/)|https:\/\/)/, 'must start with "/" (a page of this site) or "https://"'));

const percentage = v.pipe(
  v.number('must be a number (percent)'),
  v.minValue(0, 'must be 0 or more (percent)'),
  v.maxValue(100, 'must be 100 or less (percent)'),
);

/** A subtitle per round state; only these placeholders exist. */
const roundText = v.pipe(
  text,
  v.check(
    (input) =>
      [...input.matchAll(/\{(\w+)\}/g)].every(
        ([, name]) => name !== undefined && ['year', 'from', 'to', 'opens', 'until', 'changesUntil'].includes(name),
      ),
    'may use only the placeholders {year}, {from}, {to}, {opens}, {until} and {changesUntil}',
  ),
);

const slideRound = v.strictObject(
  {
    product: v.picklist(PRODUCT_KEYS, `must be one of ${PRODUCT_KEYS.join(', ')}`),
    upcoming: roundText,
    open: roundText,
    closed: roundText,
    over: roundText,
  },
  fieldMessage,
);

const slide = v.pipe(
  v.strictObject(
    {
      image: v.pipe(
        text,
        v.regex(/^\/img\/\S+\.(svg|png|jpe?g|webp|avif)$/, 'must be an image path under static/, like /img/home/x.svg'),
      ),
      image_alt: text,
      title: text,
      subtitle: v.optional(text),
      link_text: v.optional(text),
      link_url: v.optional(link),
      round: v.optional(slideRound),
    },
    fieldMessage,
  ),
  v.forward(
    v.partialCheck(
      [['link_text'], ['link_url']],
      (input) => input.link_text === undefined || input.link_url !== undefined,
      'is required when link_text is given',
    ),
    ['link_url'],
  ),
);

const highlight = v.strictObject({ title: text, description: text, link }, fieldMessage);

const question = v.strictObject(
  {
    question: text,
    top: percentage,
    left: percentage,
    referrals: v.pipe(
      v.array(v.strictObject({ text, link }, fieldMessage), 'must be a list of { text, link }'),
      v.minLength(1, 'must hold at least one link'),
    ),
  },
  fieldMessage,
);

/** The home content file of one locale. */
export const homeContentSchema = v.strictObject(
  {
    slides: v.pipe(v.array(slide, 'must be a list of slides'), v.minLength(1, 'must hold at least one slide')),
    highlights: v.pipe(
      v.array(highlight, 'must be a list of highlights'),
      v.minLength(1, 'must hold at least one highlight'),
    ),
    timeline: v.pipe(
      v.array(question, 'must be a list of questions'),
      v.length(TIMELINE.items, `must hold exactly ${TIMELINE.items} questions`),
    ),
  },
  fieldMessage,
) satisfies v.GenericSchema<unknown, HomeContentSource>;

/** An issue's place in the file, the way an editor reads it: slides[1].image_alt. */
export function fieldPath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce<string>((path, item) => {
    const key = item.key as string | number;
    return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  }, '');
}

/** Thrown when a content file is wrong: its message names the file and every wrong field. */
export class HomeContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid home content in ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'HomeContentError';
  }
}

/** Checks parsed JSON against the schema; returns the content or throws naming `file` and each field. */
export function validateHomeContent(data: unknown, file: string): HomeContentSource {
  const result = v.safeParse(homeContentSchema, data);
  if (result.success) return result.output;
  throw new HomeContentError(
    file,
    result.issues.map((issue) => `${fieldPath(issue) || '(file)'}: ${issue.message}`),
  );
}
