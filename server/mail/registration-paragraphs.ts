import type { RowValues } from '../submissions/store/payload';
import type { RegistrationReading } from '../../src/domain/registration-reading';
import { isPreRegistrationTypeName, roundOfType } from '../../src/domain/registration-reading';
import { todayIso, type ProductKey } from '../../src/domain/rounds';
import { nextSteps } from './next-steps';
import { changeDeadlineSentences } from './product-deadlines';
import { priceSentences } from './price-sentences';

/**
 * What a registration's confirmation says after its opening: until when each product may be
 * changed (a pre-registration: until when it may be completed, as its reading says), and what
 * happens next, after what each product costs. `only` narrows both to the reader's products (a contact added later).
 */
export function registrationParagraphs(input: {
  type: string;
  values: RowValues;
  round?: number | null;
  reading: RegistrationReading;
  now: Date;
  only?: readonly ProductKey[];
}): { deadlines: string[]; next: string[] } {
  const { reading, only } = input;
  const today = todayIso(input.now);
  const products = only ? reading.products.filter((product) => only.includes(product.key)) : reading.products;
  const round = roundOfType(input.type, input.round ?? null, today);
  const deadlines =
    isPreRegistrationTypeName(input.type) || !round
      ? reading.deadline
        ? [reading.deadline]
        : []
      : changeDeadlineSentences(round, products, today);
  // A pre-registration is no agreement yet: its price is told when it is completed.
  const prices = isPreRegistrationTypeName(input.type) || !round ? [] : priceSentences(round, products);
  return { deadlines, next: [...nextSteps({ type: input.type, products, values: input.values }), ...prices] };
}
