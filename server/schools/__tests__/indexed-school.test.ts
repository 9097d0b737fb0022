import { withIndexedSchool } from '../indexed-school';
import type { School } from '../types';

const location = (code: string, straatnaam: string): School => ({
  naam: 'OBS De Duinroos',
  instellingscode: '20UP',
  vestigingscode: '00',
  straatnaam,
  huisnummer: '1',
  postcode: '2202 AB',
  plaatsnaam: 'NOORDWIJK',
  onderwijsaanbiederid: '100',
  onderwijsbestuurid: '200',
  onderwijslocatiecode: code,
  cf_brin_locatienr: '20UP00',
});
/** A branch at two RIO locations: the index holds it once per location. */
const lookup = (code: string) => (code === '20UP00' ? [location('L1', 'Duinweg'), location('L2', 'Zeeweg')] : []);

describe('withIndexedSchool', () => {
  it('takes the location the browser named, else the first, and never a sent country', () => {
    const sent = { naam: 'x', instellingscode: '20up', vestigingscode: '00', onderwijslocatiecode: 'L2', land: 'Y' };
    expect(withIndexedSchool({ school: sent }, lookup).school).toEqual({ ...location('L2', 'Zeeweg'), bron: 'duo' });
    const other = { ...sent, onderwijslocatiecode: 'L9' };
    expect(withIndexedSchool({ school: other }, lookup).school).toMatchObject({ straatnaam: 'Duinweg' });
  });

  it('leaves values without a school alone and keeps an unknown school as sent, without a marker', () => {
    const values = { type: 'contact-form', naam: 'Anna' };
    expect(withIndexedSchool(values, lookup)).toBe(values);
    const unknown = { naam: 'Nieuw', instellingscode: '99ZZ', vestigingscode: '00', bron: 'duo' };
    expect(withIndexedSchool({ school: unknown }, lookup).school).toEqual({
      naam: 'Nieuw',
      instellingscode: '99ZZ',
      vestigingscode: '00',
    });
  });
});
