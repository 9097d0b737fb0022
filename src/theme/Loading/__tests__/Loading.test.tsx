import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import Loading from '..';

describe('Loading', () => {
  it('shows nothing during the short delay', () => {
    const { container } = renderAt(<Loading pastDelay={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the page is on its way once the delay has passed', () => {
    renderAt(<Loading pastDelay />);
    expect(screen.getByRole('status')).toHaveTextContent('De pagina wordt geladen…');
  });

  it('says the page did not load, in the visitor’s words, and tries again on request', async () => {
    const retry = jest.fn();
    renderAt(<Loading error={new Error('ChunkLoadError')} retry={retry} pastDelay />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Deze pagina kon niet worden geladen/);
    expect(screen.queryByText(/ChunkLoadError/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
