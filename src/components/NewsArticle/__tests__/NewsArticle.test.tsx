import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import NewsArticle from '..';

describe('NewsArticle', () => {
  it('shows the back link to the overview, the title, the date in Dutch, the hero image and the body', () => {
    renderAt(
      <NewsArticle
        title="Vernieuwde Talentscan MBO"
        date="2026-10-01T00:00:00.000Z"
        image="/img/assets/images/nieuws-talentscan-mbo.png"
        imageAlt="Een grafiek"
      >
        <p>De Talentscan MBO heeft een vernieuwd rapport.</p>
      </NewsArticle>,
    );
    expect(screen.getByRole('link', { name: 'Terug naar het overzicht' })).toHaveAttribute(
      'href',
      '/nieuws-en-achtergronden',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vernieuwde Talentscan MBO' })).toBeInTheDocument();
    expect(screen.getByText('1 oktober 2026')).toHaveAttribute('dateTime', '2026-10-01');
    // The hero sits in its own wrapper: the stylesheet hides that one on extra-small screens (browser test).
    expect(screen.getByTestId('news-hero')).toContainElement(screen.getByRole('img', { name: 'Een grafiek' }));
    expect(screen.getByText('De Talentscan MBO heeft een vernieuwd rapport.')).toBeInTheDocument();
  });

  it('names the author with their role and links the category to its page', () => {
    renderAt(
      <NewsArticle
        title="Titel"
        date="2026-01-13"
        authors={[{ name: 'Anna de Vries', title: 'Onderwijsadviseur basisonderwijs' }]}
        category={{ label: 'Basisonderwijs', permalink: '/nieuws-en-achtergronden/categorie/basisonderwijs' }}
      >
        <p>Tekst</p>
      </NewsArticle>,
    );
    expect(screen.getByText('Door Anna de Vries, Onderwijsadviseur basisonderwijs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basisonderwijs' })).toHaveAttribute(
      'href',
      '/nieuws-en-achtergronden/categorie/basisonderwijs',
    );
  });

  it('leaves the hero out when the article has no image', () => {
    renderAt(
      <NewsArticle title="Zonder beeld" date="2026-01-26">
        <p>Tekst</p>
      </NewsArticle>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('26 januari 2026')).toBeInTheDocument();
  });
});
