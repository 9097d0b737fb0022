import React from 'react';
import { render } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import Fact, { FACT_NAMES } from '..';

const said = (name: (typeof FACT_NAMES)[number], locale: 'nl' | 'ro' = 'nl') =>
  renderAt(<Fact name={name} />, { locale }).container.textContent;

describe('Fact', () => {
  it('states the Doorstroomtoets as the product owner gives it', () => {
    expect(said('doorstroomtoets.duration')).toBe(
      'De toets duurt in totaal gemiddeld ongeveer tweeënhalf uur, in drie onderdelen: lezen, taalverzorging en rekenen. U verdeelt de onderdelen over de dagen die u zelf kiest, vanaf de eerste afnamedag.',
    );
    expect(said('doorstroomtoets.devices')).toBe(
      'De toets werkt op Chromebooks, laptops en computers, iPads en MacBooks.',
    );
    expect(said('doorstroomtoets.adaptive')).toMatch(/^De toets is adaptief/);
  });

  it('spells small numbers out in Dutch', () => {
    expect(said('leergangStudiecoach.format')).toMatch(
      /^De leergang bestaat uit vijf bijeenkomsten van een dagdeel, in een groep van acht tot twaalf deelnemers/,
    );
    expect(said('talentscanVo.duration')).toBe('De scan duurt ongeveer 90 minuten en wordt gemaakt in twee lessen.');
    expect(said('reports.retention')).toBe('Rapporten worden twee jaar na de afname verwijderd.');
  });

  it('says how long the Leergang Studiecoach runs from its meetings: five, three weeks apart', () => {
    expect(said('leergangStudiecoach.span')).toBe(
      'U komt eens in de drie weken bij elkaar, zodat de leergang van de eerste tot de laatste bijeenkomst twaalf weken duurt: ongeveer drie maanden.',
    );
  });

  it('gives other languages digits', () => {
    expect(said('reports.retention', 'ro')).toBe('Rapporten worden 2 jaar na de afname verwijderd.');
  });

  it('renders every fact name to a sentence', () => {
    for (const name of FACT_NAMES) {
      const { container, unmount } = render(<Fact name={name} />);
      expect(container.textContent).toMatch(/^[A-Z].*\.$/);
      unmount();
    }
  });
});
