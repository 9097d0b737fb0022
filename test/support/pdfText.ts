import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The extractable text of PDF files (pdf.js, as a viewer reads it), by file. */
export function pdfTexts(files: string[]): Record<string, string> {
  if (files.length === 0) return {};
  const script = path.join(__dirname, 'pdf-text.mjs');
  const output = execFileSync(process.execPath, [script, ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(output) as Record<string, string>;
}

/** The number of words in a text: runs of letters or digits. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}
