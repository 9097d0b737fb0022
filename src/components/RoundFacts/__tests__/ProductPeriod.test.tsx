import React from 'react';
import { render } from '@testing-library/react';
import { ProductPeriod } from '..';

afterEach(() => jest.useRealTimers());

const onDay = (day: string) => jest.useFakeTimers({ now: new Date(`${day}T12:00:00+01:00`) });
const periodOn = (day: string, product: 'Proeftoets' | 'Doorstroomtoets') => {
  onDay(day);
  return render(<ProductPeriod product={product} />).container.textContent;
};

describe('ProductPeriod', () => {
  it('names the whole window before it begins', () => {
    expect(periodOn('2026-10-20', 'Proeftoets')).toBe('tussen 2 november 2026 en 15 januari 2027');
  });

  it('once the window has begun, says a first day is chosen from tomorrow, not from its start', () => {
    expect(periodOn('2026-12-01', 'Proeftoets')).toBe('van morgen tot en met 15 januari 2027');
  });

  it('of a product whose registration has closed, keeps the window as a fact of the round', () => {
    expect(periodOn('2026-12-01', 'Doorstroomtoets')).toBe('tussen 25 januari 2027 en 12 februari 2027');
  });
});
