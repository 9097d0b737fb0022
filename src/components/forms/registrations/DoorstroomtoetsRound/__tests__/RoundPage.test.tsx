import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import { mockServer } from '@site/test/support/dom/registration-forms';
import RoundPage from '../RoundPage';

// theme-common ships as ES modules jest cannot load; the page's keywords and card image are checked in the browser crawl.
jest.mock('@docusaurus/theme-common', () => ({ PageMetadata: () => null }));

const status = () => document.querySelector('[data-round-state]');

afterEach(() => jest.useRealTimers());

describe("a round's registration page", () => {
  it("shows the 2027 round's period, title and form, with the 2027 first-day bounds", async () => {
    jest.useFakeTimers({ now: new Date('2026-10-01T10:00:00Z'), doNotFake: ['queueMicrotask'] });
    renderAt(<RoundPage year={2027} mode="final" buildDay="2026-10-01" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Aanmelding Doorstroomtoets 2027' })).toBeInTheDocument();
    expect(screen.getByText(/tussen 25 januari 2027 en 12 februari 2027; vanaf die dag/)).toBeInTheDocument();
    // The form's own code comes in a chunk of its own.
    const firstDay = await screen.findByLabelText(/Eerste afnamedag/);
    expect(firstDay).toHaveAttribute('min', '2027-01-25');
    expect(firstDay).toHaveAttribute('max', '2027-02-12');
    expect(screen.getByRole('form', { name: 'Aanmelden voor de Doorstroomtoets 2027' })).toBeInTheDocument();
  });

  it('keeps the 2026 page as it was: its own period and form', () => {
    jest.useFakeTimers({ now: new Date('2025-10-15T10:00:00Z'), doNotFake: ['queueMicrotask'] });
    renderAt(<RoundPage year={2026} mode="pre" buildDay="2026-10-01" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vooraanmelding Doorstroomtoets 2026' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Bij de definitieve aanmelding kiest u de eerste afnamedag, tussen 26 januari 2026 en 13 februari 2026/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Vooraanmelden voor de Doorstroomtoets 2026' })).toBeInTheDocument();
  });

  it.each([
    [
      '2026-09-30',
      'upcoming',
      'Aanmelden voor de Doorstroomtoets 2027 kan van 1 oktober 2026 tot en met 15 november 2026.',
    ],
    [
      '2026-11-15',
      'open',
      'Aanmelden kan tot en met 15 november 2026: de eerste afnamedag van de Doorstroomtoets 2027 ligt tussen 25 januari 2027 en 12 februari 2027.',
    ],
    [
      '2026-11-26',
      'closed',
      'Aanmelden voor de Doorstroomtoets 2027 kon tot en met 15 november 2026. Wilt u uw school nog aanmelden? Neem dan contact op met de helpdesk: helpdesk@amn.nl, 024 - 345 40 41. Is uw school aangemeld? Dan wijzigt u de aanmelding tot en met 11 januari 2027 op de eigen pagina van uw school.',
    ],
    [
      '2027-02-20',
      'over',
      'De Doorstroomtoets 2027 is afgerond: de eerste afnamedagen lagen tussen 25 januari 2027 en 12 februari 2027.',
    ],
  ])('on %s says the round is %s, computed on the day of the visit', (day, state, text) => {
    jest.useFakeTimers({ now: new Date(`${day}T10:00:00Z`), doNotFake: ['queueMicrotask'] });
    // Built long before: the browser's day counts, not the build's.
    renderAt(<RoundPage year={2027} mode="pre" buildDay="2026-01-01" />);
    expect(status()).toHaveAttribute('data-round-state', state);
    expect(status()).toHaveTextContent(text);
    // The form only while registration is open.
    const form = screen.queryByRole('form', { name: 'Vooraanmelden voor de Doorstroomtoets 2027' });
    if (state === 'open') expect(form).toBeInTheDocument();
    else expect(form).toBeNull();
  });

  it.each([
    [2026, 'final'],
    [2026, 'pre'],
    [2027, 'pre'],
  ] as const)(
    'on 1 December 2026 the %s %s page opens with where registration stands, not "Meld uw school aan", and asks not to be indexed',
    (year, mode) => {
      jest.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), doNotFake: ['queueMicrotask'] });
      renderAt(<RoundPage year={year} mode={mode} buildDay="2026-12-01" />);
      const main = document.querySelector('main')!;
      expect(main.textContent).not.toMatch(/Meld uw school (vooraf |definitief )?aan/);
      expect(main).toHaveTextContent(`Hier leest u waar de aanmelding voor de Doorstroomtoets ${year} staat`);
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    },
  );

  describe('a page without its form points to what a school can do that day', () => {
    /** The links of the "Wat u nu kunt doen" section, by name and address. */
    const onwardLinks = () => {
      const section = screen.getByRole('region', { name: 'Wat u nu kunt doen' });
      return within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.classList.contains('button--primary')]);
    };

    it.each([
      [
        '2026-12-07',
        2026,
        'pre',
        [
          ['Naar het aanmeldformulier primair onderwijs', '/formulier/aanmelden-po', true],
          ['Naar de aanmelding Doorstroomtoets 2027', '/formulier/doorstroomtoets-2027/aanmelding', false],
        ],
      ],
      [
        '2026-10-15',
        2026,
        'final',
        [
          ['Naar de aanmelding Doorstroomtoets 2027', '/formulier/doorstroomtoets-2027/aanmelding', true],
          ['Of doe eerst een vooraanmelding', '/formulier/doorstroomtoets-2027/vooraanmelding', false],
          ['Naar het aanmeldformulier primair onderwijs', '/formulier/aanmelden-po', true],
        ],
      ],
      ['2026-12-07', 2027, 'final', [['Naar het aanmeldformulier primair onderwijs', '/formulier/aanmelden-po', true]]],
      ['2027-02-20', 2027, 'final', [['Houd mij op de hoogte', '/formulier/nieuwsbrief', false]]],
    ] as const)('on %s the %s %s page links to %j', (day, year, mode, expected) => {
      jest.useFakeTimers({ now: new Date(`${day}T10:00:00Z`), doNotFake: ['queueMicrotask'] });
      renderAt(<RoundPage year={year} mode={mode} buildDay="2026-01-01" />);
      expect(onwardLinks()).toEqual(expected);
    });

    it('is not shown while the form is', () => {
      jest.useFakeTimers({ now: new Date('2026-10-15T10:00:00Z'), doNotFake: ['queueMicrotask'] });
      renderAt(<RoundPage year={2027} mode="final" buildDay="2026-10-15" />);
      expect(screen.queryByRole('region', { name: 'Wat u nu kunt doen' })).toBeNull();
    });
  });

  it('while registration is open the page invites and may be indexed', () => {
    jest.useFakeTimers({ now: new Date('2026-10-15T10:00:00Z'), doNotFake: ['queueMicrotask'] });
    renderAt(<RoundPage year={2027} mode="final" buildDay="2026-10-15" />);
    expect(document.querySelector('main')).toHaveTextContent('Meld uw school aan voor de Doorstroomtoets 2027');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  describe('opened through the personal link in the confirmation of a pre-registration', () => {
    const link = '/formulier/doorstroomtoets-2027/aanmelding?token=signed.token';
    const preRegistration = () => ({
      body: {
        id: 'AbCdEfGhIjKlMnOpQrStUv',
        type: 'doorstroomtoets-pre-registration-2027',
        createdAt: '2026-10-15T10:00:00.000Z',
        values: {
          school: { naam: 'Basisschool Michiel de Ruyter', instellingscode: '03GR', vestigingscode: '00' },
          products: { Doorstroomtoets: { product_id: 100000000001, product_name: 'Doorstroomtoets', amount: 22 } },
          contacts: [{ first_name: 'Ellen', last_name: 'Smit', email: 'ellen@mderuyter.nl', '100000000001': true }],
        },
      },
    });

    it('on 7 December shows the form with the first test day, and says completing is possible until 11 January', async () => {
      jest.useFakeTimers({ now: new Date('2026-12-07T10:00:00Z'), doNotFake: ['queueMicrotask'] });
      mockServer({ registration: preRegistration });
      renderAt(<RoundPage year={2027} mode="final" buildDay="2026-10-01" />, { path: link });
      expect(status()).toHaveTextContent(
        'U rondt de vooraanmelding voor de Doorstroomtoets 2027 af. Dat kan tot en met 11 januari 2027',
      );
      expect(status()).not.toHaveTextContent('kon tot en met 15 november');
      expect(await screen.findByLabelText(/Eerste afnamedag/)).toHaveAttribute('min', '2027-01-25');
      expect(screen.getByRole('form', { name: 'Aanmelden voor de Doorstroomtoets 2027' })).toBeInTheDocument();
    });

    it('on 12 January shows no form and sends the school to the helpdesk, not back to its page', () => {
      jest.useFakeTimers({ now: new Date('2027-01-12T10:00:00Z'), doNotFake: ['queueMicrotask'] });
      mockServer({ registration: preRegistration });
      renderAt(<RoundPage year={2027} mode="final" buildDay="2026-10-01" />, { path: link });
      expect(status()).toHaveTextContent(
        'Een vooraanmelding voor de Doorstroomtoets 2027 afronden kon tot en met 11 januari 2027. Wilt u de aanmelding nog afronden? Neem dan contact op met de helpdesk',
      );
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Naar de pagina van uw aanmelding' })).toBeNull();
    });
  });
});
