import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import Image from '..';

describe('Image', () => {
  it('is lazy-loaded, reserves the size category box, and takes its alt from the file name when none is given', () => {
    renderAt(<Image src="~/leerlingen-in-de-klas.png" size="landscape-medium" />);
    const image = screen.getByRole('img', { name: 'leerlingen in de klas' });
    expect(image).toHaveAttribute('src', '/img/assets/landscape-medium/leerlingen-in-de-klas.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('defaults to the square-medium category', () => {
    renderAt(<Image src="~/docent.png" alt="Een docent" />);
    const image = screen.getByRole('img', { name: 'Een docent' });
    expect(image).toHaveAttribute('src', '/img/assets/square-medium/docent.png');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
  });

  it('falls back to square-medium for an unknown category instead of rendering without a size', () => {
    renderAt(<Image src="foto" size="reuzegroot" alt="" />);
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/img/assets/images/foto.png');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
  });

  it('resolves a bare name to a PNG of the assets images folder, under the locale base URL', () => {
    renderAt(<Image src="leerlingen-in-de-klas" />, { locale: 'ro' });
    expect(screen.getByRole('img', { name: 'leerlingen in de klas' })).toHaveAttribute(
      'src',
      '/ro/img/assets/images/leerlingen-in-de-klas.png',
    );
  });

  it('keeps an explicit empty alt (decorative image) and explicit dimensions', () => {
    renderAt(<Image src="/img/banner.png" alt="" width={1200} height={400} />);
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '400');
  });

  it('shows a caption in a figure', () => {
    renderAt(<Image src="leerlingen-in-de-klas" caption="Groep 8 aan het werk" />);
    const figure = screen.getByRole('figure');
    expect(figure).toContainElement(screen.getByRole('img', { name: 'leerlingen in de klas' }));
    expect(figure.querySelector('figcaption')).toHaveTextContent('Groep 8 aan het werk');
  });

  it('loads at once when eager (images at the top of a page)', () => {
    renderAt(<Image src="leerlingen-in-de-klas" eager />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});
