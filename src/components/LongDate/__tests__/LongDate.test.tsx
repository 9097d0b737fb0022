import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import LongDate from '..';
import { setTestPluginData } from '@site/test/support/dom/mocks/docusaurus/useGlobalData';
import { formatDate, isoDate } from '../formatDate';

describe('formatDate', () => {
  it.each([
    ['2026-01-26', '26 januari 2026'],
    ['2025-11-03', '3 november 2025'],
    ['2026-10-01T00:00:00.000Z', '1 oktober 2026'],
    ['2026-03-31T23:30:00.000Z', '31 maart 2026'],
  ])('%s is %s in the Dutch long format', (date, text) => {
    expect(formatDate(date)).toBe(text);
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('morgen')).toThrow("Not a date: 'morgen'");
  });

  it('gives the day for the datetime attribute', () => {
    expect(isoDate('2026-10-01T00:00:00.000Z')).toBe('2026-10-01');
  });
});

describe('LongDate', () => {
  it('shows the Dutch long format in a time element on the Dutch site', () => {
    renderAt(<LongDate date="2026-02-13" />);
    const time = screen.getByText('13 februari 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-02-13');
  });

  it('uses Romanian month names on the Romanian site', () => {
    renderAt(<LongDate date="2026-02-13" />, { locale: 'ro' });
    expect(screen.getByText('13 februarie 2026')).toBeInTheDocument();
  });

  it("shows the label the build made for the day, in this site's locale", () => {
    setTestPluginData('long-dates', { locale: 'nl', labels: { '2026-02-13': 'vrijdag de dertiende' } });
    renderAt(<LongDate date="2026-02-13T00:00:00.000Z" />);
    expect(screen.getByText('vrijdag de dertiende')).toHaveAttribute('dateTime', '2026-02-13');
  });

  it('formats a day the build did not, and ignores labels of another locale', () => {
    setTestPluginData('long-dates', { locale: 'nl', labels: { '2026-02-13': '13 februari 2026' } });
    renderAt(<LongDate date="2026-02-13" />, { locale: 'ro' });
    expect(screen.getByText('13 februarie 2026')).toBeInTheDocument();
    renderAt(<LongDate date="2026-03-02" />);
    expect(screen.getByText('2 maart 2026')).toBeInTheDocument();
  });
});
