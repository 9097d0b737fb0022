/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDocuments } from '..';
import { loadDocuments } from '../load';
import { countWords, pdfTexts } from '../../../test/pdfText';

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
