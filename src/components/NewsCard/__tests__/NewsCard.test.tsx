import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import NewsCard, { categoryLabel } from '..';

describe('categoryLabel', () => {
  it.each([
    ['Basisonderwijs', 'Basisonderwijs'],
    ['Mbo.', 'Mbo'],
    ['  Werk ', 'Werk'],
    ['Nieuws...', 'Nieuws'],
  ])('%p → %p', (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });
});

describe('NewsCard', () => {
  it("shows image, the category label without a full stop, the title and a 'lees verder' link to the article path", () => {
    renderAt(
      <NewsCard
        title="Vernieuwde Talentscan MBO"
        category="Middelbaar beroepsonderwijs"
        image="nieuws-talentscan-mbo"
        __resourcePath="nieuws-en-achtergronden/vernieuwde-talentscan-mbo.mdx"
      />,
    );
    expect(screen.getByText('Middelbaar beroepsonderwijs')).toBeInTheDocument();
    expect(screen.queryByText('Middelbaar beroepsonderwijs.')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Vernieuwde Talentscan MBO' })).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'lees verder' });
    expect(more).toHaveAttribute('href', '/nieuws-en-achtergronden/vernieuwde-talentscan-mbo');
    expect(more).toHaveAccessibleDescription('Vernieuwde Talentscan MBO');
    expect(document.querySelector('img')).toHaveAttribute('src', '/img/assets/images/nieuws-talentscan-mbo.png');
  });

  it('shows the date in the Dutch long format and the author', () => {
    renderAt(
      <NewsCard
        title="Titel"
        link="/nieuws-en-achtergronden/2026/01/13/titel"
        date="2026-01-13"
        author="Anna de Vries"
      />,
    );
    expect(screen.getByText('13 januari 2026')).toHaveAttribute('dateTime', '2026-01-13');
    expect(screen.getByText('Anna de Vries')).toBeInTheDocument();
  });

  it('links to the given address when there is one', () => {
    renderAt(<NewsCard title="Titel" link="/nieuws-en-achtergronden/2026/10/01/titel" />);
    expect(screen.getByRole('link', { name: 'lees verder' })).toHaveAttribute(
      'href',
      '/nieuws-en-achtergronden/2026/10/01/titel',
    );
  });

  it('refuses a card without an address', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderAt(<NewsCard title="Zonder link" />)).toThrow("NewsCard 'Zonder link': needs a link");
  });
});
