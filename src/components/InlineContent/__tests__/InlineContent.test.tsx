import React from 'react';
import { render } from '@testing-library/react';
import InlineContent from '..';

describe('InlineContent', () => {
  it("unwraps the paragraph MDX puts around text on its own lines, keeping the paragraph's content", () => {
    const { container } = render(
      <button type="button">
        <InlineContent>
          <p>
            Bekijk de <strong>video</strong>
          </p>
        </InlineContent>
      </button>,
    );
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('button')?.innerHTML).toBe('Bekijk de <strong>video</strong>');
  });

  it('leaves inline content as it is', () => {
    const { container } = render(
      <span>
        <InlineContent>
          Tekst <em>met nadruk</em>
        </InlineContent>
      </span>,
    );
    expect(container.querySelector('span')?.innerHTML).toBe('Tekst <em>met nadruk</em>');
  });
});
