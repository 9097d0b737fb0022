import { SchoolIndex } from '../search-index';
import type { IndexedSchool } from '../types';

/** A school of the index with DUO's web address and board (null: the file gives none). */
function school(code: string, website: string | null, board: string | null): IndexedSchool {
  return {
    naam: `School ${code}`,
    instellingscode: code.slice(0, 4),
    vestigingscode: code.slice(4),
    straatnaam: 'Straat',
    huisnummer: '1',
    postcode: null,
    plaatsnaam: 'PLAATS',
    onderwijsaanbiederid: null,
    onderwijsbestuurid: null,
    onderwijslocatiecode: null,
    cf_brin_locatienr: code,
    sector: 'po',
    facts: { website, phone: null, board },
  };
}

const INDEX = new SchoolIndex([
  // A hosting provider's schools by path, of two boards (DUO's nldata.nl).
  school('01AA00', 'www.nldata.nl/grotebeer', '20281'),
  school('01AA01', 'http://www.nldata.nl/carolus/', '20281'),
  school('02BB00', 'nldata.nl/vijverhof', '32515'),
  // A board's own site with its schools by path: shared too, the rule cannot tell it from a provider.
  school('03CC00', 'www.skoe.nl/regenboog', '41000'),
  school('03CC01', 'www.skoe.nl/kubus', '41000'),
  // One site at its root, two boards.
  school('04DD00', 'www.mauritsschool-tiel.nl', '41424'),
  school('05EE00', 'https://mauritsschool-tiel.nl/', '41852'),
  // A school's own site, its two locations written two ways: not shared.
  school('06FF00', 'www.obs-voorbeeld.nl', '50001'),
  school('06FF01', 'https://obs-voorbeeld.nl/', '50001'),
  // Two locations of one school on the same page below the root: one site, not shared.
  school('07GG00', 'www.stichting.nl/de-linde', '50002'),
  school('07GG01', 'stichting.nl/de-linde/', '50002'),
  // One school alone on a page of a host: nobody shares it.
  school('08HH00', 'www.gemeente-voorbeeld.nl/onderwijs/obs', '50003'),
  // A board DUO does not name is no one else's board.
  school('09JJ00', 'www.de-eik.nl', null),
  school('09JJ01', 'www.de-eik.nl', '50004'),
  // A shared host below a domain of another school.
  school('10KK00', 'scholen.provider.nl/a', '50005'),
  school('10KK01', 'scholen.provider.nl/b', '50006'),
]);

describe('shared web-address domains', () => {
  it.each([
    ['01AA00', true],
    ['01AA01', true],
    ['02BB00', true],
    ['03CC00', true],
    ['04DD00', true],
    ['05EE00', true],
    ['06FF00', false],
    ['06FF01', false],
    ['07GG00', false],
    ['08HH00', false],
    ['09JJ00', true],
    ['10KK00', true],
  ])("marks %s's site shared: %p", (code, shared) => {
    expect(INDEX.factsOf(code).sharedSite).toBe(shared);
  });

  it('keeps the facts DUO gave beside the verdict, and knows nothing of a school it does not hold', () => {
    expect(INDEX.factsOf('01aa00')).toEqual({
      website: 'www.nldata.nl/grotebeer',
      phone: null,
      board: '20281',
      sharedSite: true,
    });
    expect(INDEX.factsOf('99ZZ00')).toEqual({ website: null, phone: null, board: null, sharedSite: false });
  });

  it('tells an address domain on or above a shared domain, for remembering it for a board', () => {
    expect(INDEX.isSharedDomain('nldata.nl')).toBe(true);
    expect(INDEX.isSharedDomain('mail.nldata.nl')).toBe(true);
    expect(INDEX.isSharedDomain('provider.nl')).toBe(true);
    expect(INDEX.isSharedDomain('obs-voorbeeld.nl')).toBe(false);
    expect(INDEX.isSharedDomain('stichting.nl')).toBe(false);
    expect(INDEX.isSharedDomain('evil-example.nl')).toBe(false);
    // Only a whole label matches: othernldata.nl is another domain.
    expect(INDEX.isSharedDomain('othernldata.nl')).toBe(false);
  });
});
