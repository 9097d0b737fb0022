/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDocuments } from '..';
import { loadDocuments } from '../load';
import { roundFields } from '../roundFields';
import { countWords, pdfTexts } from '../../../test/support/pdfText';

// Each test renders PDFs and reads them back in a separate process: slow on a busy machine.
jest.setTimeout(30_000);

const siteDir = path.resolve(__dirname, '../../..');
let root: string;
let sourceDir: string;
let outDir: string;

const FIXTURE = `---
title: Handleiding voor de toetsleider
---

## Voor de afname

Zet de **Chromebooks** klaar en controleer de *internetverbinding*. Lees de [instructie](https://example.org/instructie) vooraf.

1. Log in op het portaal.
2. Kies de groep.

- Leerlingen werken in stilte.
- Pauzes: één per dagdeel.

> Bel bij storingen de helpdesk.

Ștefan și Țara Românească: diacritice în text.
`;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'));
  sourceDir = path.join(root, 'documents');
  outDir = path.join(root, 'build');
  fs.mkdirSync(path.join(sourceDir, 'downloads'), { recursive: true });
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(name: string, content: string) {
  fs.writeFileSync(path.join(sourceDir, name), content);
}

describe('documents plugin', () => {
  it('renders each Markdown source to a PDF at the same path, with its text extractable', async () => {
    write('downloads/handleiding.md', FIXTURE);
    write('README.md', '# How this folder works\n');

    const written = await buildDocuments({ sourceDir, outDir, siteDir, lang: 'nl', author: 'AMN' });

    expect(written).toEqual(['downloads/handleiding.pdf']);
    const file = path.join(outDir, 'downloads/handleiding.pdf');
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTexts([file])[file];
    expect(text).toContain('Handleiding voor de toetsleider');
    expect(text).toContain('Voor de afname');
    expect(text).toMatch(/Zet de\s*Chromebooks\s*klaar/);
    expect(text).toContain('Log in op het portaal.');
    expect(text).toContain('Pauzes: één per dagdeel.');
    expect(text).toContain('Bel bij storingen de helpdesk.');
    expect(text).toContain('Ștefan și Țara Românească');
    expect(countWords(text)).toBeGreaterThan(40);
  });

  it('embeds its fonts and names the title in the metadata', async () => {
    write('downloads/handleiding.md', FIXTURE);
    await buildDocuments({ sourceDir, outDir, siteDir, lang: 'nl', author: 'AMN' });
    const raw = fs.readFileSync(path.join(outDir, 'downloads/handleiding.pdf')).toString('latin1');
    expect(raw).toMatch(/\/FontFile2 /);
    expect(raw).toMatch(/DejaVuSans-Bold/);
    expect(raw).toContain('/DisplayDocTitle true');
  });

  it('joins the lines of a paragraph with spaces and starts a paragraph at a blank line', async () => {
    write(
      'downloads/advies.md',
      `---
title: Over het advies
---

Dat advies is gebaseerd
op wat de leerkrachten
in acht jaar zagen.

Een tweede alinea.
`,
    );
    await buildDocuments({ sourceDir, outDir, siteDir, lang: 'nl', author: 'AMN' });
    const file = path.join(outDir, 'downloads/advies.pdf');
    const lines = pdfTexts([file])[file].split('\n');
    expect(lines).toContain('Dat advies is gebaseerd op wat de leerkrachten in acht jaar zagen.');
    expect(lines).toContain('Een tweede alinea.');
  });

  it('keeps a hard line break (a backslash at the end of a line)', async () => {
    write('downloads/adres.md', '---\ntitle: Adres\n---\n\nAMN\\\nKerkenbos 1011\n');
    await buildDocuments({ sourceDir, outDir, siteDir, lang: 'nl', author: 'AMN' });
    const file = path.join(outDir, 'downloads/adres.pdf');
    const lines = pdfTexts([file])[file].split('\n');
    expect(lines).toEqual(expect.arrayContaining(['AMN', 'Kerkenbos 1011']));
  });

  it('prints the title once when the source opens with it as a heading', async () => {
    write('downloads/titel.md', '---\ntitle: Technische eisen\n---\n\n# Technische eisen\n\n## Apparaten\n\nTekst.\n');
    await buildDocuments({ sourceDir, outDir, siteDir, lang: 'nl', author: 'AMN' });
    const file = path.join(outDir, 'downloads/titel.pdf');
    const text = pdfTexts([file])[file];
    // Once at the top and once in the footer of the only page.
    expect(text.match(/Technische eisen/g)).toHaveLength(2);
    expect(text).toContain('Apparaten');
  });

  it('fills {{…}} fields in the title, the body, the footer and the metadata', async () => {
    const year = roundFields()['round.year'];
    write(
      'downloads/stappen.md',
      '---\ntitle: Stappenplan {{round.year}}\ndescription: Voor {{ round.year }}.\n---\n\n# Stappenplan {{round.year}}\n\nIn {{round.year}}.\n',
    );
    const [loaded] = await loadDocuments(sourceDir);
    expect(loaded).toMatchObject({ title: `Stappenplan ${year}`, description: `Voor ${year}.` });

    await buildDocuments({ sourceDir, outDir, siteDir, lang: 'nl', author: 'AMN' });
    const file = path.join(outDir, 'downloads/stappen.pdf');
    const text = pdfTexts([file])[file];
    expect(text).not.toContain('{{');
    expect(text).toContain(`In ${year}.`);
    expect(text).toContain(`AMN · Stappenplan ${year} · 1/1`);
    // The metadata's Title, an ASCII string object of its own.
    expect(fs.readFileSync(file).toString('latin1')).toContain(`(Stappenplan ${year})`);
    expect(fs.readFileSync(file).toString('latin1')).not.toContain('{{');
  });

  it('fills the Romanian contact fields from the Romanian contact details', async () => {
    write(
      'downloads/contact.md',
      '---\ntitle: Contact\nlocale: ro\n---\n\nSunați la {{ro.helpdesk.phone}}, {{ro.helpdesk.hours}}; scrieți la {{ro.email}}.\n',
    );
    const loaded = (await loadDocuments(sourceDir)).find((document) => document.name === 'downloads/contact');
    expect(loaded?.markdown).toContain(
      'Sunați la +31 24 345 40 41, de luni până vineri, între orele 9 și 18, ora României (8–17 ora Țărilor de Jos); scrieți la info@amn.nl.',
    );
  });

  it.each([
    ['an unknown field', 'Periode {{round.Onbekend.period}}', 'uses {{round.Onbekend.period}}'],
    ['braces that are no field', 'Periode {{ round year }}', 'which is no field'],
  ])('stops the build naming the document on %s', async (_case, body, message) => {
    write('downloads/fout.md', `---\ntitle: Fout\n---\n\n${body}\n`);
    await expect(loadDocuments(sourceDir)).rejects.toThrow(`downloads/fout.md`);
    await expect(loadDocuments(sourceDir)).rejects.toThrow(message);
  });

  it('stops the build naming a source without a title', async () => {
    write('downloads/zonder-titel.md', 'Alleen tekst.\n');
    await expect(loadDocuments(sourceDir)).rejects.toThrow("downloads/zonder-titel.md needs a front matter 'title'");
  });

  it('writes nothing when the folder does not exist', async () => {
    const written = await buildDocuments({
      sourceDir: path.join(sourceDir, 'missing'),
      outDir,
      siteDir,
      lang: 'nl',
      author: 'AMN',
    });
    expect(written).toEqual([]);
  });
});
