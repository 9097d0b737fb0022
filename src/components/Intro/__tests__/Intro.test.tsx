import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import Intro from '..';

describe('Intro', () => {
  it('shows the opening text with an optional title', () => {
    renderAt(
      <Intro title="Welkom">
        <p>Met de Doorstroomtoets ziet u wat uw leerlingen beheersen.</p>
      </Intro>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welkom' })).toBeInTheDocument();
    expect(screen.getByText('Met de Doorstroomtoets ziet u wat uw leerlingen beheersen.')).toBeInTheDocument();
  });
});
