import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import PageHeader, { PAGE_HEADER_VARIANTS } from '..';

describe('PageHeader', () => {
  it('default: the title (page_header_title over title), subtitle and introduction, as before', () => {
    renderAt(
      <PageHeader
        title="Onderwijs"
        page_header_title="Onderwijs bij AMN"
        page_header_subtitle="Voor elke fase"
        page_header_introduction="Van groep 8 tot het hbo."
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Onderwijs bij AMN' })).toBeInTheDocument();
    expect(screen.getByText('Voor elke fase')).toBeInTheDocument();
    expect(screen.getByText('Van groep 8 tot het hbo.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('support: title, introduction, a link button with the small subtext under it', () => {
    renderAt(
      <PageHeader
        variant="support"
        title="Helpdesk"
        page_header_introduction="Wij helpen u graag."
        page_header_link="/contactformulier"
        page_header_link_text="Stel uw vraag"
        page_header_subtext_button="Wij reageren binnen twee werkdagen."
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stel uw vraag' })).toHaveAttribute('href', '/contactformulier');
    const subtext = screen.getByText('Wij reageren binnen twee werkdagen.');
    expect(subtext.tagName).toBe('SMALL');
  });

  it('support without link text shows no button', () => {
    renderAt(<PageHeader variant="support" title="Helpdesk" page_header_link="/contactformulier" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('image: shows the header image with its alt, loaded at once (it is at the top)', () => {
    renderAt(
      <PageHeader
        variant="image"
        title="Trainingen"
        page_header_image="~/helpdesk.png"
        page_header_image_alt="Twee collega's overleggen"
      />,
    );
    const image = screen.getByRole('img', { name: "Twee collega's overleggen" });
    expect(image).toHaveAttribute('src', '/img/assets/landscape-medium/helpdesk.png');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('only the image variant shows page_header_image', () => {
    renderAt(<PageHeader variant="centered" title="Over AMN" page_header_image="~/helpdesk.png" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("blog: back link 'Terug naar het overzicht' to the news overview, title and the date in Dutch", () => {
    renderAt(<PageHeader variant="blog" title="Aanmelding geopend" date="2025-09-15" />);
    expect(screen.getByRole('link', { name: 'Terug naar het overzicht' })).toHaveAttribute(
      'href',
      '/nieuws-en-achtergronden',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Aanmelding geopend' })).toBeInTheDocument();
    expect(screen.getByText('15 september 2025')).toBeInTheDocument();
  });

  it("job: back link 'Terug naar vacatures' to the vacancies", () => {
    renderAt(<PageHeader variant="job" title="Psychometricus" />, { locale: 'ro' });
    expect(screen.getByRole('link', { name: 'Terug naar vacatures' })).toHaveAttribute(
      'href',
      '/ro/over-amn/vacatures',
    );
  });

  it.each(['alternative', 'centered'])('%s: title and introduction', (variant) => {
    renderAt(<PageHeader variant={variant} title="Werken" page_header_introduction="Talent in beeld." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Werken' })).toBeInTheDocument();
    expect(screen.getByText('Talent in beeld.')).toBeInTheDocument();
  });

  it('knows the seven variants of the spec', () => {
    expect(PAGE_HEADER_VARIANTS).toEqual(['default', 'support', 'alternative', 'centered', 'image', 'blog', 'job']);
  });

  it('refuses an unknown variant, naming the known ones (the build of that page fails)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderAt(<PageHeader variant="fancy" title="X" />)).toThrow(
      "Unknown page_header_variant 'fancy'; use one of: default, support, alternative, centered, image, blog, job.",
    );
  });

  it('renders a level-2 heading where a header is shown inside a page', () => {
    renderAt(<PageHeader title="Voorbeeld" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Voorbeeld' })).toBeInTheDocument();
  });
});
