import { createContext, useContext } from 'react';
import { ROUNDS, currentRound, type RegistrationRound } from '@site/src/domain/rounds';

/** The round the primary sign-up form speaks of, and the day its products' states are computed for. */
export type PoRound = { round: RegistrationRound; today: string; earlier?: unknown };

export const PoRoundContext = createContext<PoRound>({ round: currentRound(), today: '' });

export const usePoRound = () => useContext(PoRoundContext);

/** The round a stored sign-up belongs to, read from its product names ('2026 Proeftoets'). */
export function roundOfPoValues(values: unknown): RegistrationRound | undefined {
  const name = (values as { products?: { Proeftoets?: { name?: unknown } } } | undefined)?.products?.Proeftoets?.name;
  return ROUNDS.find((round) => round.products.Proeftoets.name === name);
}
