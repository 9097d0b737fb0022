import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, type MockCall } from '@site/test/support/dom/mocks/fetch';
import { API_PATHS } from '@site/src/domain/api';
import { SUBMITTED_SCHOOL, pickSchool, submitButton } from '@site/test/support/dom/registration-forms';
import round2027 from '@site/src/domain/rounds/2027';
import DoorstroomtoetsRound from '..';

jest.setTimeout(30_000);

/** The server of a school a colleague pre-registered from @mderuyter.nl (trusted), not registered yet. */
function preRegisteredByColleague(heldBy: 'trusted' | 'unconfirmed' = 'trusted') {
  return mockFetch((call: MockCall) => {
    const path = call.url.split('?')[0];
    if (path === API_PATHS.school) return { body: [SUBMITTED_SCHOOL] };
    if (path === API_PATHS.schoolAlreadyRegistered) {
      const pre = new URL(call.url, 'http://localhost').searchParams.get('mode') === 'pre-registration';
      return {
        body: pre
          ? { schoolAlreadyRegistered: true, heldBy, registeredBy: heldBy === 'trusted' ? 'mderuyter.nl' : null }
          : { schoolAlreadyRegistered: false, heldBy: null, registeredBy: null },
      };
    }
    return { status: 404, body: 'Not found' };
  });
}

describe('a colleague opens a form for a school with an open pre-registration', () => {
  it.each(['final', 'pre'] as const)(
    'the %s form says so, keeps the form and tells her she joins it as a contact',
    async (mode) => {
      const user = userEvent.setup({ delay: null });
      const { calls } = preRegisteredByColleague();
      renderAt(<DoorstroomtoetsRound round={round2027} mode={mode} />);
      await pickSchool(user);
      const notice = await screen.findByRole('status', { name: 'Deze school is al vooraangemeld' });
      expect(notice).toHaveTextContent('Iemand met een e-mailadres op @mderuyter.nl heeft de school al vooraangemeld');
      expect(notice).toHaveTextContent('Dan wordt u contactpersoon van die vooraanmelding');
      // The form stays: she fills in her own details and sends it.
      expect(screen.queryByText('Deze school is al aangemeld')).not.toBeInTheDocument();
      expect(submitButton(mode === 'pre' ? 'Vooraanmelden' : 'Aanmelden')).toBeInTheDocument();
      const modes = calls
        .filter((call) => call.url.startsWith(API_PATHS.schoolAlreadyRegistered))
        .map((call) => new URL(call.url, 'http://localhost').searchParams.get('mode'));
      expect(modes).toEqual(mode === 'pre' ? ['pre-registration'] : ['registration', 'pre-registration']);
    },
  );

  it('a pre-registration whose contact has not proven the mailbox keeps the already-registered path', async () => {
    const user = userEvent.setup({ delay: null });
    preRegisteredByColleague('unconfirmed');
    renderAt(<DoorstroomtoetsRound round={round2027} mode="pre" />);
    await pickSchool(user);
    await waitFor(() => expect(screen.getByText('Deze school is al aangemeld')).toBeInTheDocument());
    expect(screen.queryByText('Deze school is al vooraangemeld')).not.toBeInTheDocument();
  });
});
