import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import type { School } from '@site/src/domain/school';
import AlreadyRegistered from '..';
import RegisteredOnConflict from '../RegisteredOnConflict';

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
  it('names the domain of a trusted holder and sends a claim with who asks', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(({ url }) =>
      url.endsWith('/api/claims') ? { status: 202, body: { text: 'Uw verzoek is bij de helpdesk.' } } : { status: 404 },
    );
    renderAt(
      <AlreadyRegistered
        schoolName="OBS Voorbeeld"
        school={SCHOOL}
        type={TYPE}
        holder={{ heldBy: 'trusted', registeredBy: 'obs-voorbeeld.nl' }}
      />,
    );
    expect(screen.getByText(/De school is aangemeld door iemand met een e-mailadres op/)).toHaveTextContent(
      '@obs-voorbeeld.nl',
    );
    await user.click(screen.getByRole('button', { name: 'Is dit niet van uw school? Vraag de aanmelding over' }));
    const claim = screen.getByRole('region', { name: 'Vraag de aanmelding over' });
    expect(claim).toBeInTheDocument();

    // The required fields say so (a star, explained, and aria-required).
    expect(within(claim).getByText('Velden met een * zijn verplicht.')).toBeInTheDocument();
    expect(within(claim).getByRole('textbox', { name: 'Voornaam' })).toHaveAttribute('aria-required', 'true');
    expect(within(claim).getByRole('textbox', { name: 'Telefoonnummer' })).not.toHaveAttribute('aria-required');

    // Sent empty: each field says what is missing, the focus goes to the first; nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Verzoek versturen' }));
    const firstName = screen.getByRole('textbox', { name: 'Voornaam' });
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Vul uw voornaam in.');
    expect(screen.getByRole('textbox', { name: 'Achternaam' })).toHaveAccessibleDescription('Vul uw achternaam in.');
    expect(screen.getByRole('textbox', { name: 'E-mailadres van de school' })).toHaveAccessibleDescription(
      'Vul uw e-mailadres in.',
    );
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer' })).not.toHaveAttribute('aria-invalid');
    // No combined error under the button.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/api/claims'))).toHaveLength(0);

    // A wrong address is named as such once the names are there; the focus goes to it.
    await user.type(firstName, 'Dirk');
    await user.type(screen.getByRole('textbox', { name: 'Achternaam' }), 'Dekker');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres van de school' }), 'directie@');
    await user.click(screen.getByRole('button', { name: 'Verzoek versturen' }));
    const email = screen.getByRole('textbox', { name: 'E-mailadres van de school' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in, bijvoorbeeld naam@school.nl.');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await user.clear(firstName);
    await user.clear(screen.getByRole('textbox', { name: 'Achternaam' }));
    await user.clear(email);

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

describe('who holds the place, as far as it may be told', () => {
  const CLAIM = { name: 'Is dit niet van uw school? Vraag de aanmelding over' };

  it('says a holder from outside the school’s domain is one, without a domain, and offers the claim', () => {
    renderAt(
      <AlreadyRegistered school={SCHOOL} type={TYPE} holder={{ heldBy: 'outside-domain', registeredBy: null }} />,
    );
    expect(screen.getByText('De school is aangemeld door iemand buiten het domein van de school.')).toBeInTheDocument();
    expect(screen.queryByText(/e-mailadres op/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', CLAIM)).toBeInTheDocument();
  });

  it('says a holder that has not confirmed the address is one, and offers the claim', () => {
    renderAt(<AlreadyRegistered school={SCHOOL} type={TYPE} holder={{ heldBy: 'unconfirmed', registeredBy: null }} />);
    expect(
      screen.getByText('De school is aangemeld door iemand die het e-mailadres nog niet heeft bevestigd.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/buiten het domein/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', CLAIM)).toBeInTheDocument();
  });

  it.each([
    [
      { schoolAlreadyRegistered: true, heldBy: 'trusted', registeredBy: 'obs-voorbeeld.nl' },
      /e-mailadres op @obs-voorbeeld\.nl/,
    ],
    [
      { schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null },
      /buiten het domein van de school/,
    ],
    [{ schoolAlreadyRegistered: true, heldBy: 'unconfirmed', registeredBy: null }, /nog niet heeft bevestigd/],
  ])('after a 409 shows the server’s answer %j in its wording', async (answer, wording) => {
    mockFetch(({ url }) =>
      url.includes('/api/schoolAlreadyRegistered') ? { status: 200, body: answer } : { status: 404 },
    );
    renderAt(<RegisteredOnConflict school={SCHOOL} mode="registration" type={TYPE} />);
    expect(await screen.findByRole('status', { name: 'Deze school is al aangemeld' })).toHaveTextContent(wording);
  });
});
