import { townName } from '../town';

describe('townName', () => {
  it.each([
    ["'S-HERTOGENBOSCH", "'s-Hertogenbosch"],
    ['IJMUIDEN', 'IJmuiden'],
    ['ALTEVEER GEM NOORDENVELD', 'Alteveer gem. Noordenveld'],
    ['BERGEN OP ZOOM', 'Bergen op Zoom'],
    ['ALPHEN AAN DEN RIJN', 'Alphen aan den Rijn'],
    ['CAPELLE AAN DEN IJSSEL', 'Capelle aan den IJssel'],
    ['DEN HAAG', 'Den Haag'],
    ["'T ZANDT", "'t Zandt"],
    ['HOOGEZAND-SAPPEMEER', 'Hoogezand-Sappemeer'],
    ['OUD-BEIJERLAND', 'Oud-Beijerland'],
    ['TER APEL', 'Ter Apel'],
    ['WIJK BIJ DUURSTEDE', 'Wijk bij Duurstede'],
  ])('writes DUO’s %s as %s', (duo, written) => {
    expect(townName(duo)).toBe(written);
  });

  it('leaves a name a person typed as it is', () => {
    expect(townName('Den Bosch')).toBe('Den Bosch');
    expect(townName('  ')).toBe('');
  });
});
