import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import Logo from '..';

describe('Logo', () => {
  it('is 70px high by default, from the logos folder of the assets library', () => {
    renderAt(<Logo src="~/scholengroep-noord.svg" />);
    const logo = screen.getByRole('img', { name: 'scholengroep noord' });
    expect(logo).toHaveAttribute('height', '70');
    expect(logo).toHaveAttribute('src', '/img/assets/logos/scholengroep-noord.svg');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('is 50px high when small', () => {
    renderAt(<Logo src="/img/logo.svg" alt="AMN" small width={120} />);
    const logo = screen.getByRole('img', { name: 'AMN' });
    expect(logo).toHaveAttribute('height', '50');
    expect(logo).toHaveAttribute('width', '120');
  });
});
