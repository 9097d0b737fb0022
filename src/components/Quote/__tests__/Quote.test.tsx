import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import Quote from '..';

describe('Quote', () => {
  it('shows the quote with its author', () => {
    renderAt(<Quote quote="Heel bruikbaar." author="Anna de Vries" />);
    expect(screen.getByText('Heel bruikbaar.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Anna de Vries').tagName).toBe('FIGCAPTION');
  });

  it('takes children instead of quote, and the author is optional', () => {
    const { container } = renderAt(
      <Quote>
        <p>
          Met <strong>opmaak</strong>.
        </p>
      </Quote>,
    );
    expect(screen.getByText('opmaak').tagName).toBe('STRONG');
    expect(container.querySelector('figcaption')).toBeNull();
  });
});
