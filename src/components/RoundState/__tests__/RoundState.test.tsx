import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import { PRODUCT_STATES } from '@site/src/domain/rounds/state';
import RoundStateText from '..';

const TEXTS = {
  upcoming: 'Aanmelden kan binnenkort',
  open: 'Meld uw school nu aan',
  closed: 'De aanmelding is gesloten',
  over: 'De ronde is afgerond',
};

describe('RoundStateText', () => {
  it.each(PRODUCT_STATES)(
    'in state %s, only that text is read; the others are kept out of the site search',
    (state) => {
      renderAt(
        <h2>
          <RoundStateText state={state} texts={TEXTS} />
        </h2>,
      );
      expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName(TEXTS[state]);
      for (const other of PRODUCT_STATES) {
        const variant = screen.getByText(TEXTS[other]);
        if (other === state) {
          expect(variant).not.toHaveAttribute('data-search-ignore');
          expect(variant).not.toHaveAttribute('aria-hidden');
        } else {
          // plugins/search-index leaves out [data-search-ignore]: the index holds the build day's text only.
          expect(variant).toHaveAttribute('data-search-ignore');
          expect(variant).toHaveAttribute('aria-hidden', 'true');
        }
      }
    },
  );
});
