import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import NotFoundContent from '../index';
import { NOT_FOUND_SECTIONS } from '../sections';

describe('NotFoundContent', () => {
  it('says what happened in our voice, without sending the visitor to "the owner"', () => {
    renderAt(<NotFoundContent />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/u heeft gevolgd/);
    expect(document.body.textContent).not.toMatch(/eigenaar|\bje\b|jouw/i);
  });

  it('offers the site search as a form that goes to the results page with ?q=', () => {
    renderAt(<NotFoundContent />);
    const search = screen.getByRole('search', { name: 'Zoeken op de website' });
    expect(search).toHaveAttribute('action', '/zoeken');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('searchbox', { name: 'Zoeken op de website' })).toHaveAttribute('name', 'q');
    expect(within(search).getByRole('button', { name: 'Zoeken' })).toBeInTheDocument();
  });

  it('links the main sections: products, help and contact', () => {
    renderAt(<NotFoundContent />);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(Object.values(NOT_FOUND_SECTIONS.nl));
  });

  it('on the Romanian site searches and links within /ro/', () => {
    renderAt(<NotFoundContent />, { locale: 'ro' });
    expect(screen.getByRole('search')).toHaveAttribute('action', '/ro/cautare');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(Object.values(NOT_FOUND_SECTIONS.ro).map((link) => `/ro${link}`));
  });
});
