import { QUOTE_FIRST, defineRound } from './types';

/** School year 2025/26: the Doorstroomtoets 2026 and the trial and transition tests around it. */
export default defineRound({
  year: 2026,
  products: {
    Proeftoets: {
      id: 7544,
      name: '2026 Proeftoets',
      group: 8,
      window: { from: '2025-11-03', to: '2026-01-16' },
      price: 'Gratis.',
    },
    ProeftoetsSOSBO: {
      id: 8227,
      name: '2026 Proeftoets voor SO/ SBO',
      group: 8,
      window: { from: '2025-11-03', to: '2026-01-16' },
      price: 'Gratis.',
    },
    AansluitingPOVO: {
      id: 100000000002,
      name: '2026 Aansluiting PO-VO',
      group: 7,
      window: { from: '2026-02-02', to: '2026-05-29' },
      price: 'Gratis als uw school ook de Doorstroomtoets of de Proeftoets afneemt.',
      quote: QUOTE_FIRST,
    },
    Doorstroomtoets: {
      id: 100000000001,
      name: 'Doorstroomtoets',
      group: 8,
      window: { from: '2026-01-26', to: '2026-02-13' },
      registrationWindow: { from: '2025-10-01', to: '2025-11-15' },
      changesUntil: '2026-01-12',
    },
  },
});
