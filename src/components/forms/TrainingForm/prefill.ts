import { isIsoDate } from '@site/src/domain/dates';
import { LIMITS } from '@site/src/domain/forms';
import { currentTrainingName } from '@site/src/domain/trainingAliases';

export type TrainingPrefill = { training?: string; datum?: string };

const DUTCH_NUMERIC_DATE = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/** '2026-03-12' stays; '12-3-2026' becomes '2026-03-12'; anything else is not a day we can show. */
function toIsoDate(value: string): string | undefined {
  if (isIsoDate(value)) return value;
  const match = DUTCH_NUMERIC_DATE.exec(value);
  if (!match) return undefined;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

/**
 * The training and date a link to the sign-up names (`?training=…&datum=…`); a link with a
 * training's earlier spelling (TRAINING_NAME_ALIASES) chooses it by today's name.
 */
export function trainingPrefill(search: string): TrainingPrefill {
  const params = new URLSearchParams(search);
  const named = params.get('training')?.trim().slice(0, LIMITS.text);
  const training = named ? currentTrainingName(named) : undefined;
  const datum = toIsoDate(params.get('datum')?.trim() ?? '');
  return { ...(training ? { training } : {}), ...(datum ? { datum } : {}) };
}
