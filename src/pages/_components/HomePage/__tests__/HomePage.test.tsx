import path from 'node:path';
import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import { loadHomeContent } from '@site/plugins/home-content/load';
import HomePage from '..';

// theme-common ships as ES modules jest cannot load; the page's keywords and card image are checked in the browser crawl.
jest.mock('@docusaurus/theme-common', () => ({ PageMetadata: () => null }));

/** The shipped Dutch content, as the plugin hands it to the page (its round slides filled in). */
const content = loadHomeContent(path.join(__dirname, '../../../../..'), 'content/home', 'nl');

describe('HomePage', () => {
  it('has one h1 and sets the page title and description', () => {
    renderAt(<HomePage content={content} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('layout')).toHaveAttribute('data-title', 'Home');
    expect(screen.getByTestId('layout').getAttribute('data-description')).toMatch(/^Talentonderzoek/);
  });

  it('shows the carousel with the slides of the content file', () => {
    renderAt(<HomePage content={content} />);
    const carousel = screen.getByRole('region', { name: 'Uitgelicht' });
    expect(within(carousel).getByRole('heading', { name: content.slides[0].title })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(content.slides.length);
  });

  it('shows the highlight tiles, two per row for four tiles', () => {
    renderAt(<HomePage content={content} />);
    const section = screen.getByRole('region', { name: 'Ons aanbod' });
    const tiles = within(section).getAllByRole('listitem');
    expect(tiles).toHaveLength(content.highlights.length);
    tiles.forEach((tile) => expect(tile).toHaveClass(content.highlights.length >= 4 ? 'col-md-6' : 'col-md-4'));
  });

  it('shows the timeline with every popup link', () => {
    renderAt(<HomePage content={content} />);
    const section = screen.getByRole('region', { name: 'Van school tot werk' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      [
        '/onderwijs/aansluiting-po-vo',
        '/onderwijs/doorstroomtoets',
        '/onderwijs/talentscan-vo',
        '/onderwijs/lob-loopbaanleren',
        '/onderwijs/talentscan-mbo',
        '/onderwijs/beroepsbeeldtests-mbo',
        '/onderwijs/leergang-studiecoach',
        '/werken-en-loopbaan/talentscan-hrm',
        '/werken-en-loopbaan/taal-rekentoetsen',
      ].sort(),
    );
    expect(within(section).getAllByRole('tab')).toHaveLength(4);
  });
});
