import type { TrainingName } from './options';

/**
 * Earlier spellings of training names (the spec's first option values), and the name each is now.
 * Old links, a form still open in someone's browser and stored sign-ups carry them. The one file
 * that names them: the build's spelling check (plugins/product-names) reads every other.
 */
export const TRAINING_NAME_ALIASES: Readonly<Record<string, TrainingName>> = {
  Managementraining: 'Managementtraining',
  'Administratieve/ applicatiebeheerderstraining': 'Administratie- en applicatiebeheertraining',
};

/** A training's name as it is spelled now: an earlier spelling becomes today's, any other name stays. */
export function currentTrainingName(name: string): string {
  const alias = Object.hasOwn(TRAINING_NAME_ALIASES, name) ? TRAINING_NAME_ALIASES[name] : undefined;
  return alias ?? name;
}
