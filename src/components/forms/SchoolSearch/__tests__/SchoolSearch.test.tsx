import React, { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FETCH_DEBOUNCE_MS } from '@site/src/domain/constants';
import type { School } from '@site/src/domain/school';
import { SITE } from '@site/src/data/site';
import { deferred, mockFetch, type MockAnswer } from '@site/test/support/dom/mocks/fetch';
import SchoolSearch from '..';

const deHoeksteen: School = {
  naam: 'Basisschool De Hoeksteen',
  instellingscode: '03GR',
  vestigingscode: '01',
  straatnaam: 'Kerkstraat',
  huisnummer: '12',
  postcode: '6546BB',
  plaatsnaam: 'Nijmegen',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
};
const deHoeksteenDependance: School = {
  ...deHoeksteen,
  naam: 'Basisschool De Hoeksteen, dependance',
  vestigingscode: '02',
  straatnaam: 'Molenweg',
  huisnummer: '3a',
};

const PLACEHOLDER = 'Vul in: naam, postcode of BRIN-nummer';
const FAILURE = 'Er is iets misgegaan bij het zoeken naar uw school. Probeer het opnieuw of neem contact met ons op.';

/** The finder as a form uses it: the chosen school lives in the parent. */
function Parent(props: Partial<React.ComponentProps<typeof SchoolSearch>> & { onChosen?: (school: School) => void }) {
  const { onChosen, ...rest } = props;
  const [value, setValue] = useState<School | null>(null);
  return (
    <SchoolSearch
      value={value}
      onSelect={(school) => {
        setValue(school);
        onChosen?.(school);
      }}
      {...rest}
    />
  );
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const box = () => screen.getByRole('searchbox', { name: 'Zoek uw school' });
const searchButton = () => screen.getByRole('button', { name: 'Zoeken' });

async function settle(ms = FETCH_DEBOUNCE_MS) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SchoolSearch', () => {
  it('shows the placeholder and pulses while the box is empty', async () => {
    const user = setup();
    render(<Parent />);
    expect(box()).toHaveAttribute('placeholder', PLACEHOLDER);
    expect(box()).toHaveClass('pulse');
    await user.type(box(), '6');
    expect(box()).not.toHaveClass('pulse');
    await user.clear(box());
    expect(box()).toHaveClass('pulse');
  });

  it('keeps the button disabled under 4 characters, counting the term trimmed and without its first space', async () => {
    const user = setup();
    render(<Parent />);
    expect(searchButton()).toBeDisabled();
    await user.type(box(), ' 12 3 ');
    expect(searchButton()).toBeDisabled();
    await user.type(box(), '4');
    expect(searchButton()).toBeEnabled();
  });

  it("searches the cleaned term, shows 'Laden...' with the button disabled, then the schools to choose from", async () => {
    const answer = deferred<MockAnswer>();
    const { calls } = mockFetch(() => answer.promise);
    const user = setup();
    const chosen = jest.fn();
    render(<Parent onChosen={chosen} />);
    await user.type(box(), '  6546 BB ');
    await user.click(searchButton());
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/api/school?term=6546BB']);

    await act(async () => answer.resolve({ body: [deHoeksteen, deHoeksteenDependance] }));
    expect(screen.queryByText('Laden...')).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Kies uw school' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('li')!.textContent)).toEqual([
      'Basisschool De Hoeksteen Kerkstraat 12, 6546BB Nijmegen BRIN 03GR · vestiging 01',
      'Basisschool De Hoeksteen, dependance Molenweg 3a, 6546BB Nijmegen BRIN 03GR · vestiging 02',
    ]);
    expect(radios[1]).toHaveAccessibleName(
      'Basisschool De Hoeksteen, dependance Molenweg 3a, 6546BB Nijmegen BRIN 03GR · vestiging 02',
    );
    expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);

    await user.click(radios[1]);
    expect(radios[1]).toBeChecked();
    expect(radios[0]).not.toBeChecked();
    expect(chosen).toHaveBeenCalledWith(deHoeksteenDependance);
  });

  it('searches on Enter without submitting the surrounding form', async () => {
    const { calls } = mockFetch(() => ({ body: [deHoeksteen] }));
    const submit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const user = setup();
    render(
      <form onSubmit={submit}>
        <Parent />
      </form>,
    );
    await user.type(box(), '03GR{Enter}');
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/api/school?term=03GR']);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Basisschool De Hoeksteen/ })).toBeInTheDocument();
  });

  it('says so when nothing is found, naming what was searched', async () => {
    mockFetch(() => ({ body: [] }));
    const user = setup();
    render(<Parent />);
    await user.type(box(), '9999 ZZ');
    await user.click(searchButton());
    await settle();
    // Typing on does not change what the answer was about.
    await user.type(box(), 'X');
    expect(
      screen.getByText(
        'Er is geen school gevonden bij “9999ZZ”. Controleer wat u typte, of zoek op de postcode of het BRIN-nummer van de school.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the placeholder and says in a hint that names, postcodes and BRIN numbers are all searched', () => {
    render(<Parent />);
    expect(box()).toHaveAttribute('placeholder', PLACEHOLDER);
    expect(box()).toHaveAccessibleDescription('Zoek op naam, postcode of BRIN-nummer');
  });

  it('shows the BRIN and vestiging of each school found', async () => {
    mockFetch(() => ({ body: [deHoeksteen] }));
    const user = setup();
    render(<Parent />);
    await user.type(box(), '03GR');
    await user.click(searchButton());
    await settle();
    expect(screen.getByRole('radio', { name: /Basisschool De Hoeksteen/ })).toHaveAccessibleName(
      expect.stringContaining(`BRIN ${deHoeksteen.instellingscode} · vestiging ${deHoeksteen.vestigingscode}`),
    );
  });

  it('with a sector, searches that sector and lists its schools', async () => {
    const { calls } = mockFetch(() => ({ body: [deHoeksteen] }));
    const user = setup();
    render(<Parent sector="po" />);
    await user.type(box(), '03GR01');
    await user.click(searchButton());
    await settle();
    expect(calls.map((call) => new URL(call.url, 'http://site').search)).toEqual([
      '?term=03GR01&sector=po',
      '?term=03GR01',
    ]);
    expect(screen.getByRole('radio', { name: /Basisschool De Hoeksteen/ })).toBeInTheDocument();
  });

  it('says a school is not a primary school when only the search without the sector finds it', async () => {
    const { calls } = mockFetch((call) => ({ body: call.url.includes('sector=po') ? [] : [deHoeksteen] }));
    const user = setup();
    render(<Parent sector="po" />);
    await user.type(box(), '02AR01');
    await user.click(searchButton());
    await settle();
    await settle();
    expect(calls.map((call) => new URL(call.url, 'http://site').search)).toEqual([
      '?term=02AR01&sector=po',
      '?term=02AR01',
    ]);
    const notice = screen.getByText(/Deze school is geen school voor primair onderwijs\./);
    expect(notice).toHaveTextContent(
      `Deze school is geen school voor primair onderwijs. Dit formulier is voor het basisonderwijs en (voortgezet) speciaal onderwijs. Vragen? Mail naar ${SITE.helpdeskEmail} of bel ${SITE.helpdeskPhone}.`,
    );
    expect(within(notice).getByRole('link', { name: SITE.helpdeskEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.helpdeskEmail}`,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/Er is geen school gevonden/)).toBeNull();
  });

  it('with a sector, says nothing was found when the wider search finds nothing either', async () => {
    mockFetch(() => ({ body: [] }));
    const user = setup();
    render(<Parent sector="po" />);
    await user.type(box(), '9999ZZ');
    await user.click(searchButton());
    await settle();
    await settle();
    expect(screen.getByText(/Er is geen school gevonden bij “9999ZZ”/)).toBeInTheDocument();
    expect(screen.queryByText(/geen school voor primair onderwijs/)).toBeNull();
  });

  it('credits DUO as the source of the school data', () => {
    render(<Parent />);
    expect(screen.getByText('Bron: DUO')).toBeInTheDocument();
  });

  it('on a failed search logs it, shows the failure alert and leaves the results as they were', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    mockFetch(() => (fail ? { status: 500, body: 'Interne fout' } : { body: [deHoeksteen] }));
    const user = setup();
    render(<Parent />);
    await user.type(box(), '6546BB');
    await user.click(searchButton());
    await settle();
    expect(screen.getByRole('radio', { name: /Basisschool De Hoeksteen/ })).toBeInTheDocument();

    fail = true;
    await user.clear(box());
    await user.type(box(), '1234AB');
    await user.click(searchButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByRole('alert').textContent).toBe(FAILURE);
    expect(screen.getByRole('radio', { name: /Basisschool De Hoeksteen/ })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('counts only status 200 as success: a 203 with a list is a failure too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 203, body: [deHoeksteen] }));
    const user = setup();
    render(<Parent />);
    await user.type(box(), '6546BB');
    await user.click(searchButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.queryByRole('radio', { name: /Basisschool De Hoeksteen/ })).not.toBeInTheDocument();
  });

  it('with a complete predefined school hides the search and lists only that school, preselected', () => {
    mockFetch(() => ({ body: [] }));
    const chosen = jest.fn();
    const complete: School = {
      ...deHoeksteen,
      onderwijsaanbiederid: '100B490',
      onderwijsbestuurid: '100B491',
      onderwijslocatiecode: '100X492',
    };
    render(<Parent predefinedSchool={complete} onChosen={chosen} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoeken' })).not.toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName(/Basisschool De Hoeksteen/);
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(chosen).toHaveBeenCalledWith(complete);
  });

  it('with an incomplete predefined school prefills its instellingscode and searches at once', async () => {
    const { calls } = mockFetch(() => ({ body: [deHoeksteen, deHoeksteenDependance] }));
    render(<Parent predefinedSchool={{ naam: 'De Hoeksteen', instellingscode: '03GR' }} />);
    expect(box()).toHaveValue('03GR');
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/api/school?term=03GR']);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('tells visitors whose school is missing or abroad to mail the helpdesk, with its e-mail and phone', () => {
    render(<Parent />);
    const notice = screen.getByText(/Staat uw school niet in de lijst/);
    expect(notice).toHaveTextContent(
      `Staat uw school niet in de lijst of ligt uw school in het buitenland? Stuur dan alle gegevens van dit formulier per e-mail naar ${SITE.helpdeskEmail}. Heeft u vragen? Bel ons op ${SITE.helpdeskPhone} of mail naar ${SITE.helpdeskEmail}.`,
    );
    const mails = within(notice).getAllByRole('link', { name: SITE.helpdeskEmail });
    expect(mails[0]).toHaveAttribute('href', `mailto:${SITE.helpdeskEmail}`);
    expect(within(notice).getByRole('link', { name: SITE.helpdeskPhone })).toHaveAttribute(
      'href',
      `tel:${SITE.helpdeskPhone.replace(/[^\d+]/g, '')}`,
    );
  });

  it('offers manual entry only when the form allows it', () => {
    const onManualEntry = jest.fn();
    const { rerender } = render(<SchoolSearch value={null} onSelect={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /gegevens zelf invullen/ })).not.toBeInTheDocument();
    rerender(<SchoolSearch value={null} onSelect={jest.fn()} onManualEntry={onManualEntry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mijn school staat er niet bij: gegevens zelf invullen' }));
    expect(onManualEntry).toHaveBeenCalled();
  });
});
