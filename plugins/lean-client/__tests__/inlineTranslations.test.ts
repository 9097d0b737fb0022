import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import inlineTranslations from '../inline-translations';
import themeTranslations from '../theme-translations';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-inline-translations-'));
const translationsFile = path.join(folder, 'code.json');
fs.writeFileSync(
  translationsFile,
  JSON.stringify({
    'forms.submit': { message: 'Trimite' },
    'forms.yes': { message: 'Da' },
    'page.intro': { message: 'Înscrieți școala pentru {year}.' },
  }),
);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The loader as webpack calls it, for a file of the site. */
const inline = (code: string) =>
  inlineTranslations.call({ getOptions: () => ({ translationsFile }), resourcePath: 'Form.tsx' }, code);

describe('the Romanian translations written into the calls that show them', () => {
  it('writes the translation into translate() and <Translate>, placeholders and all', () => {
    const code = [
      "const label = translate({ id: 'forms.submit', message: 'Versturen' });",
      'const intro = <Translate id="page.intro" values={{ year }}>{`Meld uw school aan voor {year}.`}</Translate>;',
      'const yes = <Translate id="forms.yes">Ja</Translate>;',
    ].join('\n');
    expect(inline(code)).toBe(
      [
        'const label = translate({ id: \'forms.submit\', message: "Trimite" });',
        'const intro = <Translate id="page.intro" values={{ year }}>{"Înscrieți școala pentru {year}."}</Translate>;',
        'const yes = <Translate id="forms.yes">{"Da"}</Translate>;',
      ].join('\n'),
    );
  });

  it('writes a call nested in the values of another', () => {
    const code =
      "<Translate id=\"page.intro\" values={{ year: translate({ id: 'forms.yes', message: 'Ja' }) }}>Meld aan</Translate>";
    expect(inline(code)).toBe(
      '<Translate id="page.intro" values={{ year: translate({ id: \'forms.yes\', message: "Da" }) }}>{"Înscrieți școala pentru {year}."}</Translate>',
    );
  });

  it('leaves a call alone when its string has no translation or its message is computed', () => {
    const code = [
      "translate({ id: 'forms.other', message: 'Anders' });",
      "translate({ id: 'forms.submit', message: label });",
      'const typed: string = `${a}`;',
    ].join('\n');
    expect(inline(code)).toBe(code);
  });

  it('names the ids every call carries literally, not one a call computes anywhere', () => {
    fs.mkdirSync(path.join(folder, 'src'));
    fs.writeFileSync(
      path.join(folder, 'src', 'A.tsx'),
      "translate({ id: 'forms.submit', message: 'Versturen' }); <Translate id=\"forms.yes\">Ja</Translate>;",
    );
    fs.writeFileSync(path.join(folder, 'src', 'B.tsx'), "translate({ id: 'forms.yes', message: yesText });");
    expect([...inlineTranslations.inlinedIds([path.join(folder, 'src')])]).toEqual(['forms.submit']);
  });

  it('leaves the inlined strings out of the code translations every page loads', () => {
    const messages = { 'forms.submit': 'Trimite', 'forms.yes': 'Da' };
    const lean = themeTranslations.call(
      { getOptions: () => ({ inlined: ['forms.submit'] }) },
      JSON.stringify(messages),
    );
    expect(JSON.parse(lean)).toEqual({ 'forms.yes': 'Da' });
  });
});
