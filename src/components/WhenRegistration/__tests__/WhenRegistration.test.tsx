import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import WhenRegistration from '..';

afterEach(() => jest.useRealTimers());

const onDay = (day: string) => jest.useFakeTimers({ now: new Date(`${day}T12:00:00+01:00`) });

function Texts() {
  return (
    <>
      <WhenRegistration product="Doorstroomtoets" is="open upcoming">
        <p>Meld uw school aan.</p>
      </WhenRegistration>
      <WhenRegistration product="Doorstroomtoets" is="closed over">
        <p>De aanmelding is gesloten.</p>
      </WhenRegistration>
    </>
  );
}

describe('WhenRegistration', () => {
  it('shows the invitation while the registration is open', () => {
    onDay('2026-10-15');
    renderAt(<Texts />);
    expect(screen.getByText('Meld uw school aan.')).toBeInTheDocument();
    expect(screen.queryByText('De aanmelding is gesloten.')).toBeNull();
  });

  it('on 1 December 2026, after the deadline, shows only what is still true', () => {
    onDay('2026-12-01');
    renderAt(<Texts />);
    expect(screen.queryByText('Meld uw school aan.')).toBeNull();
    expect(screen.getByText('De aanmelding is gesloten.')).toBeInTheDocument();
  });
});
