import round2026 from '../../rounds/2026';
import round2027 from '../../rounds/2027';
import { devicesOf } from '../devices';
import { doorstroomtoetsRoundSchemas } from '../doorstroomtoetsRound';
import { finalFormErrors, withProblems } from '../finalFormErrors';
import { jobTitleProblems } from '../jobTitles';
import { aanmeldformulierPoSchemaOf } from '../aanmeldformulierPo';
import { poSignUpDayProblems } from '../poSignUpDays';
import { contact, foundSchool, issuesOf, outputOf } from './helpers';

const { pre } = doorstroomtoetsRoundSchemas(round2026);
const product = { product_id: 100000000001, product_name: 'Doorstroomtoets', amount: 30 };
const withDevices = (device_type: unknown) => ({
  school: foundSchool,
  products: { Doorstroomtoets: { ...product, device_type } },
  contacts: [contact],
});
const DEVICE = 'products.Doorstroomtoets.device_type';

describe('devices, one or more', () => {
  it('keeps several devices as a list, in the order given', () => {
    expect(outputOf(pre, withDevices(['iPads', 'Chromebooks'])).products.Doorstroomtoets.device_type).toEqual([
      'iPads',
      'Chromebooks',
    ]);
  });

  it('reads one device as text (a payload stored before) as a list of one', () => {
    expect(outputOf(pre, withDevices('MacBooks')).products.Doorstroomtoets.device_type).toEqual(['MacBooks']);
  });

  it('refuses none, an unknown device and a device twice', () => {
    expect(issuesOf(pre, withDevices([]))).toEqual({ [DEVICE]: 'Type apparaten is verplicht.' });
    expect(issuesOf(pre, withDevices(undefined))).toEqual({ [DEVICE]: 'Type apparaten is verplicht.' });
    expect(issuesOf(pre, withDevices(['iPads', 'Telefoons']))).toEqual({
      [DEVICE]: 'Kies een geldige waarde bij Type apparaten.',
    });
    expect(issuesOf(pre, withDevices(['iPads', 'iPads']))).toEqual({
      [DEVICE]: 'Kies een geldige waarde bij Type apparaten.',
    });
  });

  it('devicesOf reads text, a list or nothing, in the list order of the form', () => {
    expect(devicesOf('iPads')).toEqual(['iPads']);
    expect(devicesOf(['MacBooks', 'Chromebooks', 'Telefoons'])).toEqual(['Chromebooks', 'MacBooks']);
    expect(devicesOf(undefined)).toEqual([]);
  });
});

describe('job titles: chosen, never preselected', () => {
  it('the schema accepts none (a contact the helpdesk moved in has none)', () => {
    expect(contact).not.toHaveProperty('job_title');
    expect(issuesOf(pre, withDevices(['iPads']))).toEqual({});
    expect(issuesOf(pre, { ...withDevices(['iPads']), contacts: [{ ...contact, job_title: '' }] })).toEqual({});
  });

  it('a form asks it of the first contact and of every other contact with details', () => {
    const values = {
      contacts: [
        { ...contact, job_title: '' },
        { first_name: '', last_name: '', email: '' },
        { first_name: 'Bram', email: '' },
        { ...contact, job_title: 'Directeur' },
      ],
    };
    expect(jobTitleProblems(values)).toEqual([
      { path: 'contacts[0].job_title', message: 'Functie is verplicht.' },
      { path: 'contacts[2].job_title', message: 'Functie is verplicht.' },
    ]);
  });

  it('the problems join the schema errors on their select, without taking another message', () => {
    const errors = withProblems({ contacts: [{ email: 'E-mail is verplicht.' }] }, [
      { path: 'contacts[0].job_title', message: 'Functie is verplicht.' },
      { path: 'contacts[0].email', message: 'Anders.' },
    ]);
    expect(errors).toEqual({ contacts: [{ email: 'E-mail is verplicht.', job_title: 'Functie is verplicht.' }] });
  });
});

describe('a first day outside the range the field shows', () => {
  // 7 December 2026: the Proeftoets 2027 window is 2 November 2026 – 15 January 2027, the field's min 8 December.
  const TODAY = '2026-12-07';
  const signUp = (eerstedag: string) => ({
    products: { Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag, amount: 20 } },
  });
  const RANGE = 'Eerste afnamedag van Proeftoets 2027 moet liggen van 8 december 2026 tot en met 15 januari 2027.';

  it('is named by that range (from tomorrow), for a day already past and for one after the window', () => {
    for (const day of ['2026-11-16', '2026-12-07', '2027-01-18']) {
      expect(poSignUpDayProblems(signUp(day), round2027, TODAY)).toEqual([
        { path: 'products.Proeftoets.eerstedag', message: RANGE },
      ]);
    }
    expect(poSignUpDayProblems(signUp('2026-12-08'), round2027, TODAY)).toEqual([]);
  });

  it("replaces the schema's whole-window message in the form's errors; a missing day stays 'verplicht'", () => {
    const schema = aanmeldformulierPoSchemaOf(round2027);
    const errorsFor = (values: object) => {
      const errors = finalFormErrors(schema, values) as { products?: { Proeftoets?: { eerstedag?: string } } };
      withProblems(errors, poSignUpDayProblems(values, round2027, TODAY), { replace: true });
      return errors.products?.Proeftoets?.eerstedag;
    };
    expect(errorsFor(signUp('2027-01-18'))).toBe(RANGE);
    expect(errorsFor(signUp(''))).toBe('Eerste afnamedag van Proeftoets 2027 is verplicht.');
  });
});
