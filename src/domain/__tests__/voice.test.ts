import { SELECT_SCHOOL } from '../forms/messages';
import { VOICE_EXCEPTIONS, voiceViolations } from '../voice';

describe('voiceViolations', () => {
  it('finds je, jij, jouw and jullie where the site says u, whatever their case', () => {
    expect(voiceViolations('Meld je school nu aan.', 'u')).toHaveLength(1);
    expect(voiceViolations('Jij krijgt een beeld van jouw groep; jullie kiezen.', 'u')).toHaveLength(3);
    expect(voiceViolations('Meld uw school aan. U ontvangt een bevestiging.', 'u')).toEqual([]);
  });

  it('finds "hebt" where the site says u (AMN writes "u heeft"), and lets the vacancies say "je hebt"', () => {
    expect(voiceViolations('Wat u ons hebt gevraagd te verwijderen.', 'u')).toHaveLength(1);
    expect(voiceViolations('Wat u ons heeft gevraagd te verwijderen.', 'u')).toEqual([]);
    expect(voiceViolations('Je hebt ervaring met rekenonderwijs.', 'je')).toEqual([]);
  });

  it('does not take parts of words for pronouns', () => {
    expect(voiceViolations('Het jeugdloket, de jury en een jubileum; een uur, de uitslag, vacature.', 'u')).toEqual([]);
    expect(voiceViolations('Het jeugdloket, de jury en een jubileum; een uur, de uitslag, vacature.', 'je')).toEqual(
      [],
    );
  });

  it('finds u and uw on a page that says je', () => {
    expect(voiceViolations('Stuur je cv. Wij bellen u terug over uw sollicitatie.', 'je')).toHaveLength(2);
  });

  it('lets no form text say jouw: the checklist asks "Selecteer uw school"', () => {
    expect(VOICE_EXCEPTIONS).toEqual([]);
    expect(SELECT_SCHOOL).toBe('Selecteer uw school');
    expect(voiceViolations(`Nog niet compleet: ${SELECT_SCHOOL}`, 'u')).toEqual([]);
    expect(voiceViolations('Nog niet compleet: Selecteer jouw school', 'u')).toHaveLength(1);
  });

  it('finds the Romanian informal forms: -ți, ta, tău, tale, tine and the imperatives', () => {
    expect(voiceViolations('Descoperă-ți talentul', 'dumneavoastra')).toHaveLength(2);
    expect(voiceViolations('Teste aplicate online în școala ta.', 'dumneavoastra')).toHaveLength(1);
    expect(voiceViolations('Copilul tău, școlile tale, pentru tine.', 'dumneavoastra')).toHaveLength(3);
    expect(
      voiceViolations('Alege o etapă sau răsfoiește întrebările și găsește răspunsul.', 'dumneavoastra'),
    ).toHaveLength(1);
    expect(voiceViolations('Răsfoiește întrebările. Găsește răspunsul.', 'dumneavoastra')).toHaveLength(2);
  });

  it('finds Dutch shorthand copied into Romanian, and lets the Romanian way of saying it through', () => {
    expect(voiceViolations('Acest link nu (mai) este valabil', 'dumneavoastra')).toHaveLength(1);
    expect(voiceViolations('În termeni găsiți ce vă puteți aștepta de la noi.', 'dumneavoastra')).toHaveLength(1);
    expect(voiceViolations('Acest link nu este valabil sau a expirat', 'dumneavoastra')).toEqual([]);
    expect(
      voiceViolations('În Termeni și condiții găsiți la ce vă puteți aștepta din partea noastră.', 'dumneavoastra'),
    ).toEqual([]);
  });

  it('lets formal Romanian through, and words that only look alike', () => {
    const formal =
      'Descoperiți talentul elevilor. Alegeți o etapă, contactați-ne și citiți ghidul. Școala alege; tabelele, tastatura și ținuta.';
    expect(voiceViolations(formal, 'dumneavoastra')).toEqual([]);
  });
});
