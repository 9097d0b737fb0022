import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import { mockServer } from '@site/test/support/dom/registration-forms';
import AanmeldformulierPo from '../../AanmeldformulierPo';

afterEach(() => jest.useRealTimers());

const productText = (name: string) =>
  within(screen.getByRole('region', { name })).getByText(/de eerste afnamedag ligt/);

describe('ProductChoice', () => {
  it('on 1 December 2026 gives the Proeftoets from tomorrow, not from 2 November, and a window still ahead in full', () => {
    jest.useFakeTimers({
      now: new Date('2026-12-01T10:00:00+01:00'),
      doNotFake: ['queueMicrotask', 'setTimeout', 'clearTimeout'],
    });
    mockServer();
    renderAt(<AanmeldformulierPo />);
    expect(productText('Proeftoets 2027')).toHaveTextContent(
      'Voor groep 8; de eerste afnamedag ligt van 2 december 2026 tot en met 15 januari 2027.',
    );
    expect(productText('Aansluiting PO-VO 2027')).toHaveTextContent(
      'Voor groep 7; de eerste afnamedag ligt van 1 februari 2027 tot en met 28 mei 2027.',
    );
  });
});
