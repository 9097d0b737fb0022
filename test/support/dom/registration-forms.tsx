/** Shared fixtures of the registration form tests: a school, a fetch router and the finder steps. */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { API_PATHS } from '@site/src/domain/api';
import type { School } from '@site/src/domain/school';
import { mockFetch, type MockAnswer, type MockCall } from '@site/test/support/dom/mocks/fetch';

export const SCHOOL: School = {
  naam: 'BBS de Verwondering',
  instellingscode: '03GR',
  vestigingscode: '00',
  straatnaam: 'Schoolstraat',
  huisnummer: '12',
  postcode: '9306TC',
  plaatsnaam: 'Alteveer',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
};

/** The school as the finder answers it and as the forms submit it: with the derived cf_brin_locatienr. */
export const SUBMITTED_SCHOOL = { ...SCHOOL, cf_brin_locatienr: '03GR00' };

type Routes = {
  registered?: boolean | ((call: MockCall) => boolean);
  submit?: (call: MockCall) => MockAnswer;
  registration?: (call: MockCall) => MockAnswer;
};

/** Answers the calls a registration form makes, by path; records them all. */
export function mockServer({ registered = false, submit, registration }: Routes = {}) {
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    // The finder also sends the derived cf_brin_locatienr, which the payload must not carry.
    if (path === API_PATHS.school) return { body: [SUBMITTED_SCHOOL] };
    if (path === API_PATHS.schoolAlreadyRegistered) {
      const answer = typeof registered === 'function' ? registered(call) : registered;
      return { body: { schoolAlreadyRegistered: answer } };
    }
    if (path.startsWith(API_PATHS.myRegistration) && registration) return registration(call);
    if (path === API_PATHS.processForm && submit) return submit(call);
    return { status: 404, body: 'Not found' };
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** Searches 9306 TC and picks the school, as a visitor would. */
export async function pickSchool(user: User) {
  await user.type(screen.getByRole('searchbox', { name: 'Zoek uw school' }), '9306 TC');
  await user.click(screen.getByRole('button', { name: 'Zoeken' }));
  await user.click(await screen.findByRole('radio', { name: /BBS de Verwondering/ }));
}

export function form(name: string) {
  return screen.getByRole('form', { name });
}

export function submitButton(name: RegExp | string) {
  return screen.getByRole('button', { name });
}

/** The fieldset of contact `number` (1-based). */
export function contact(number: number) {
  return within(screen.getByRole('group', { name: `Contactpersoon ${number}` }));
}

export async function fillContact(
  user: User,
  number: number,
  first: string,
  last: string,
  email: string,
  jobTitle = 'Directeur',
) {
  const scope = contact(number);
  await user.type(scope.getByRole('textbox', { name: /Voornaam/ }), first);
  await user.type(scope.getByRole('textbox', { name: /Achternaam/ }), last);
  await user.type(scope.getByRole('textbox', { name: /E-mail/ }), email);
  // Nothing is preselected: the person chooses a job title.
  await user.selectOptions(scope.getByRole('combobox', { name: /Functie/ }), jobTitle);
}
