/**
 * @jest-environment node
 */
/**
 * The site's own documents (documents/, both locales) as they are published: every paragraph,
 * list item and heading of a source is in its PDF as one run of words (its source lines joined by
 * spaces), the title is printed once above the text, and no `{{` reaches a PDF or a listing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';
import { buildDocuments } from '..';
import { documentFonts } from '../fonts';
import { downloadsOf } from '../listing';
import { loadDocuments, type DocumentSource } from '../load';
import { pdfTexts } from '../../../test/support/pdfText';

const siteDir = path.resolve(__dirname, '../../..');
const sourceDir = path.join(siteDir, 'documents');
let outDir: string;
let documents: DocumentSource[];
let texts: Record<string, string>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The words a reader sees in an inline token list: markup, links and entities resolved. */
function plain(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'br') return ' ';
      if ('tokens' in token && Array.isArray(token.tokens)) return plain(token.tokens as Token[]);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Each paragraph, list item, heading and table cell of a Markdown body, as plain text. */
function blocks(tokens: Token[]): string[] {
  return tokens.flatMap((token): string[] => {
    switch (token.type) {
      case 'heading':
      case 'paragraph':
        return [plain((token as Tokens.Paragraph).tokens)];
      case 'text': {
        const text = token as Tokens.Text;
        return [text.tokens ? plain(text.tokens) : text.text];
      }
      case 'list':
        return (token as Tokens.List).items.flatMap((item) => blocks(item.tokens));
      case 'blockquote':
        return blocks((token as Tokens.Blockquote).tokens);
      case 'table': {
        const table = token as Tokens.Table;
        return [...table.header, ...table.rows.flat()].map((cell) => plain(cell.tokens));
      }
      default:
        return [];
    }
  });
}

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'published-documents-'));
  documents = await loadDocuments(sourceDir);
  await buildDocuments({ sourceDir, outDir, siteDir, lang: 'nl', author: 'AMN' });
  texts = pdfTexts(documents.map((document) => path.join(outDir, `${document.name}.pdf`)));
}, 120_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

const pdfText = (document: DocumentSource) => texts[path.join(outDir, `${document.name}.pdf`)];

describe('published documents', () => {
  it('include documents of both locales', () => {
    expect(new Set(documents.map((document) => document.locale))).toEqual(new Set(['nl', 'ro']));
  });

  it('hold every paragraph of their source with its lines joined by spaces', () => {
    const missing = documents.flatMap((document) => {
      // The PDF wraps lines where the page ends: compare words, not line ends; a paragraph that
      // goes on on the next page has that page's footer in between.
      const footer = new RegExp(` ?AMN · ${escapeRegExp(document.title)} · \\d+/\\d+ ?`, 'g');
      const text = oneLine(pdfText(document).replace(/-\n/g, '-')).replace(footer, ' ');
      return blocks(new Lexer().lex(document.markdown))
        .map(oneLine)
        .filter((paragraph) => paragraph !== '' && paragraph !== document.title && !text.includes(paragraph))
        .map((paragraph) => `${document.name}: "${paragraph.slice(0, 80)}"`);
    });
    expect(missing).toEqual([]);
  });

  it('break a line only where the next word does not fit (not where the source line ends)', () => {
    // Measured in the bold face, the widest of the text faces, against the width of a list item.
    const measure = new PDFDocument({ size: 'A4', margin: 62 });
    measure.registerFont('bold', documentFonts(siteDir).bold);
    measure.font('bold').fontSize(10.5);
    const room = measure.page.width - 2 * 62 - 2 * 16;
    const words = (line: string) =>
      line
        .replace(/\]\([^)]*\)/g, '')
        .replace(/[*_`[\]]/g, '')
        .trim()
        .split(/\s+/);
    const forced = documents.flatMap((document) => {
      const lines = pdfText(document).split('\n');
      return new Lexer()
        .lex(document.markdown)
        .filter((token) => token.type === 'paragraph' || token.type === 'list')
        .flatMap((token) => {
          const source = token.raw.split('\n');
          return source.slice(0, -1).flatMap((line, index) => {
            const [last, first] = [words(line).at(-1) ?? '', words(source[index + 1])[0] ?? ''];
            if (!last || !first || /^([-*]|\d+\.)$/.test(first)) return [];
            return lines.flatMap((pdfLine, at) =>
              pdfLine.endsWith(last) &&
              (lines[at + 1] ?? '').startsWith(first) &&
              measure.widthOfString(`${pdfLine} ${first}`) < room
                ? [`${document.name}: "${pdfLine.slice(-40)} / ${first}"`]
                : [],
            );
          });
        });
    });
    expect(forced).toEqual([]);
  });

  it('print their title once above the text (and in the footer of each page)', () => {
    const counts = documents.map((document) => {
      const text = oneLine(pdfText(document));
      const pages = text.match(/ · \d+\/\d+/g)?.length ?? 0;
      return { name: document.name, titles: text.split(document.title).length - 1, expected: pages + 1 };
    });
    expect(counts.filter(({ titles, expected }) => titles !== expected)).toEqual([]);
  });

  it('leave no {{ field unfilled in a PDF or in either locale listing', () => {
    const withBraces = documents.filter((document) => pdfText(document).includes('{{')).map(({ name }) => name);
    expect(withBraces).toEqual([]);
    for (const locale of ['nl', 'ro']) {
      expect(JSON.stringify(downloadsOf(documents, locale))).not.toContain('{{');
    }
  });
});
