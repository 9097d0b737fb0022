import PDFDocument from 'pdfkit';
import { Lexer, type Token, type Tokens } from 'marked';
import type { DocumentFonts } from './fonts';

/** What a PDF is made from: its title (shown at the top and in the file's metadata) and Markdown body. */
export type PdfInput = { title: string; markdown: string; lang: string; author: string };

/** Sizes in points; an A4 page with margins of about 2.2 cm. */
const TYPE = {
  margin: 62,
  title: 22,
  h2: 15,
  h3: 12.5,
  body: 10.5,
  footer: 8,
  lineGap: 3,
  listIndent: 16,
} as const;

const COLOR = { text: '#1c1e21', heading: '#063e60', muted: '#5f6368', rule: '#c9d6df' } as const;

type Font = 'regular' | 'bold' | 'italic' | 'boldItalic';
type Segment = { text: string; font: Font; link?: string };

/** Renders Markdown (headings, paragraphs, lists, quotes, rules, emphasis, links) to a PDF with embedded fonts and extractable text. */
export function renderPdf(input: PdfInput, fonts: DocumentFonts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: TYPE.margin,
    bufferPages: true,
    lang: input.lang,
    displayTitle: true,
    info: { Title: input.title, Author: input.author },
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(TYPE.title).fillColor(COLOR.heading).text(input.title, { lineGap: 2 });
  rule(doc, 10);
  for (const token of withoutRepeatedTitle(new Lexer().lex(input.markdown), input.title)) block(doc, token, 0);
  footers(doc, input);
  doc.end();
  return done;
}

/** The body's tokens without a leading `# Title` that repeats the title already printed above it. */
export function withoutRepeatedTitle(tokens: Token[], title: string): Token[] {
  const first = tokens.findIndex((token) => token.type !== 'space');
  const heading = tokens[first] as Tokens.Heading | undefined;
  const repeats = heading?.type === 'heading' && heading.depth === 1 && sameText(heading.text, title);
  return repeats ? tokens.filter((_token, index) => index !== first) : tokens;
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

function block(doc: PDFKit.PDFDocument, token: Token, indent: number): void {
  const x = doc.page.margins.left + indent;
  const width = contentWidth(doc) - indent;
  switch (token.type) {
    case 'heading': {
      const { depth, tokens } = token as Tokens.Heading;
      // The document's title is the only level-1 heading; '#' in a source reads as a section.
      const size = depth <= 2 ? TYPE.h2 : TYPE.h3;
      doc.moveDown(depth <= 2 ? 0.9 : 0.6);
      keepWithNext(doc, size * 4);
      inline(doc, segments(tokens, 'bold'), { x, width, size, color: COLOR.heading });
      doc.moveDown(0.3);
      return;
    }
    case 'paragraph':
      inline(doc, segments((token as Tokens.Paragraph).tokens, 'regular'), { x, width });
      doc.moveDown(0.6);
      return;
    case 'text': {
      const text = token as Tokens.Text;
      inline(doc, segments(text.tokens ?? [{ type: 'text', raw: text.raw, text: text.text }], 'regular'), { x, width });
      return;
    }
    case 'list':
      list(doc, token as Tokens.List, indent);
      doc.moveDown(0.4);
      return;
    case 'blockquote':
      for (const child of (token as Tokens.Blockquote).tokens) block(doc, child, indent + TYPE.listIndent);
      return;
    case 'code':
      inline(doc, [{ text: (token as Tokens.Code).text, font: 'regular' }], {
        x: x + TYPE.listIndent,
        width,
        color: COLOR.muted,
      });
      doc.moveDown(0.6);
      return;
    case 'hr':
      rule(doc, 6);
      return;
    case 'table':
      table(doc, token as Tokens.Table, x, width);
      return;
    default:
      // 'space' and raw HTML carry nothing to print.
      return;
  }
}

function list(doc: PDFKit.PDFDocument, token: Tokens.List, indent: number): void {
  const start = typeof token.start === 'number' ? token.start : 1;
  token.items.forEach((item, index) => {
    keepWithNext(doc, TYPE.body * 2);
    const marker = token.ordered ? `${start + index}.` : '•';
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(TYPE.body)
      .fillColor(COLOR.text)
      .text(marker, doc.page.margins.left + indent, y, { width: TYPE.listIndent, lineBreak: false });
    doc.y = y;
    for (const child of item.tokens) {
      if (child.type === 'list') list(doc, child as Tokens.List, indent + TYPE.listIndent);
      else block(doc, child, indent + TYPE.listIndent);
    }
    doc.moveDown(0.25);
  });
}

function table(doc: PDFKit.PDFDocument, token: Tokens.Table, x: number, width: number): void {
  const columnWidth = width / Math.max(token.header.length, 1);
  const row = (cells: Tokens.TableCell[], font: Font) => {
    keepWithNext(doc, TYPE.body * 3);
    const top = doc.y;
    let bottom = top;
    cells.forEach((cell, index) => {
      doc.y = top;
      inline(doc, segments(cell.tokens, font), { x: x + index * columnWidth, width: columnWidth - 10 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc
      .moveTo(x, bottom + 2)
      .lineTo(x + width, bottom + 2)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = bottom + 5;
  };
  row(token.header, 'bold');
  for (const cells of token.rows) row(cells, 'regular');
  doc.moveDown(0.6);
}

/** Writes runs of text in one flowing paragraph. */
function inline(
  doc: PDFKit.PDFDocument,
  runs: Segment[],
  { x, width, size = TYPE.body, color = COLOR.text }: { x: number; width: number; size?: number; color?: string },
): void {
  const parts = joinRuns(runs.filter((run) => run.text !== ''));
  if (parts.length === 0) return;
  doc.fontSize(size).fillColor(color);
  parts.forEach((run, index) => {
    const options = {
      width,
      lineGap: TYPE.lineGap,
      continued: index < parts.length - 1,
      link: run.link ?? null,
      underline: Boolean(run.link),
    };
    doc.font(run.font);
    if (index === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** Neighbouring runs of the same font and link as one run: a hard break inside a run breaks the line. */
function joinRuns(runs: Segment[]): Segment[] {
  return runs.reduce<Segment[]>((joined, run) => {
    const last = joined.at(-1);
    if (last && last.font === run.font && last.link === run.link)
      joined[joined.length - 1] = { ...last, text: last.text + run.text };
    else joined.push(run);
    return joined;
  }, []);
}

/** Flattens Markdown inline tokens into runs of one font. */
function segments(tokens: Token[], font: Font, link?: string): Segment[] {
  return tokens.flatMap((token): Segment[] => {
    switch (token.type) {
      case 'strong':
        return segments((token as Tokens.Strong).tokens, font === 'italic' ? 'boldItalic' : 'bold', link);
      case 'em':
        return segments((token as Tokens.Em).tokens, font === 'bold' ? 'boldItalic' : 'italic', link);
      case 'link': {
        const { tokens: children, href } = token as Tokens.Link;
        return segments(children, font, href);
      }
      case 'br':
        return [{ text: '\n', font }];
      case 'codespan':
        return [{ text: prose((token as Tokens.Codespan).text), font, link }];
      case 'text':
      case 'escape': {
        const text = token as Tokens.Text;
        return text.tokens ? segments(text.tokens, font, link) : [{ text: prose(text.text), font, link }];
      }
      default:
        return 'text' in token && typeof token.text === 'string' ? [{ text: prose(token.text), font, link }] : [];
    }
  });
}

/**
 * Text as it flows in a paragraph: a line break inside the Markdown source is a space (only a
 * hard break, two spaces or a backslash at the end of a line, is a 'br' token and breaks the line).
 */
function prose(text: string): string {
  return decode(text).replace(/[ \t]*\n[ \t]*/g, ' ');
}

/** marked escapes HTML characters in text tokens; a PDF wants them as they are. */
function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function rule(doc: PDFKit.PDFDocument, space: number): void {
  doc.moveDown(0.2);
  const y = doc.y + space / 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.y = y + space;
}

/** Starts a new page when less than `height` is left, so a heading never ends a page alone. */
function keepWithNext(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The document's title and 'page n of N' at the foot of every page. */
function footers(doc: PDFKit.PDFDocument, input: PdfInput): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom / 2 - TYPE.footer;
    const label = `${input.author} · ${input.title} · ${index + 1}/${count}`;
    doc.font('regular').fontSize(TYPE.footer).fillColor(COLOR.muted);
    doc.text(label, doc.page.margins.left, y, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
