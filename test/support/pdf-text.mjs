// Prints the text of each PDF named on the command line as one JSON object { file: text }.
// A separate process because pdfjs-dist is an ES module, which the jest setups (CommonJS) cannot import.
import fs from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const texts = {};
for (const file of process.argv.slice(2)) {
  const data = new Uint8Array(await fs.readFile(file));
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  texts[file] = pages.join('\n');
  await pdf.destroy();
}
process.stdout.write(JSON.stringify(texts));
