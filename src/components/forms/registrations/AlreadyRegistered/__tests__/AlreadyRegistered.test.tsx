import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import type { School } from '@site/src/domain/school';
import AlreadyRegistered from '..';

const SCHOOL: School = {
  naam: 'OBS Voorbeeld',
  instellingscode: '11LH',
  vestigingscode: '00',
  straatnaam: 'Schoolstraat',
  huisnummer: '1',
  postcode: '3511 AA',
  plaatsnaam: 'Utrecht',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
};
const TYPE = 'doorstroomtoets-registration-2026';

beforeEach(() => setXsrfCookie());
// Typing with user-event is slow on a busy machine.
jest.setTimeout(30_000);

describe('AlreadyRegistered with a claim', () => {
  it('names the domain of whoever registered the school and sends a claim with who asks', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(({ url }) =>
      url.endsWith('/api/claims') ? { status: 202, body: { text: 'Uw verzoek is bij de helpdesk.' } } : { status: 404 },
    );
    renderAt(<AlreadyRegistered schoolName="OBS Voorbeeld" school={SCHOOL} type={TYPE} registeredBy="gmail.com" />);
    expect(screen.getByText(/De school is aangemeld door iemand met een e-mailadres op/)).toHaveTextContent(
      '@gmail.com',
    );
    await user.click(screen.getByRole('button', { name: 'Is dit niet van uw school? Vraag de aanmelding over' }));
    const claim = screen.getByRole('region', { name: 'Vraag de aanmelding over' });
    expect(claim).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verzoek versturen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vul uw voornaam, achternaam en een geldig e-mailadres in.');
    expect(calls.filter((call) => call.url.endsWith('/api/claims'))).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Voornaam' }), 'Dirk');
    await user.type(screen.getByRole('textbox', { name: 'Achternaam' }), 'Dekker');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres van de school' }), 'directie@obs-voorbeeld.nl');
    await user.type(screen.getByRole('textbox', { name: 'Bericht aan de helpdesk' }), 'Niet door ons aangemeld.');
    // Enter in a field sends the claim, never the registration form around it.
    await user.type(screen.getByRole('textbox', { name: 'Telefoonnummer' }), '030 123 45 67{Enter}');

    expect(await screen.findByText('Uw verzoek is bij de helpdesk.')).toBeInTheDocument();
    const sent = calls.filter((call) => call.url.endsWith('/api/claims'));
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      type: TYPE,
      school: { instellingscode: '11LH', vestigingscode: '00' },
      claimant: {
        first_name: 'Dirk',
        last_name: 'Dekker',
        email: 'directie@obs-voorbeeld.nl',
        phone: '030 123 45 67',
        message: 'Niet door ons aangemeld.',
      },
    });
  });

  it("shows the server's words when the school has no registration any more", async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) =>
      url.endsWith('/api/claims')
        ? { status: 404, body: 'Deze school heeft op dit moment geen aanmelding.' }
        : { status: 404 },
    );
    renderAt(<AlreadyRegistered school={SCHOOL} type={TYPE} />);
    await user.click(screen.getByRole('button', { name: 'Is dit niet van uw school? Vraag de aanmelding over' }));
    await user.type(screen.getByRole('textbox', { name: 'Voornaam' }), 'Dirk');
    await user.type(screen.getByRole('textbox', { name: 'Achternaam' }), 'Dekker');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres van de school' }), 'd@obs-voorbeeld.nl');
    await user.click(screen.getByRole('button', { name: 'Verzoek versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze school heeft op dit moment geen aanmelding.');
  });
});
