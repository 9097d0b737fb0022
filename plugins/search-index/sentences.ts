/**
 * Pagefind ends a sentence (a space and a full stop) only at the end tag of a block it knows (`p`,
 * `td`, `li`, `div`, headings, …), and reads `th` as inline text. The build's minifier leaves out
 * the end tags HTML lets it omit, so a table's cells would run together in the index and its
 * snippets ("WatWanneerProeftoets…"). The index is therefore given each table with every cell
 * closed, and header cells as cells: the page the visitor gets is not changed.
 */

const TABLE = /<table\b[\s\S]*?<\/table>/g;
/** The tags that end an open cell: the next cell or row, a row group, the table's end. */
const CELL_OR_ROW = /(<\/?(?:td|th|tr|thead|tbody|tfoot|table)\b[^>]*>)/;

function closeCells(table: string): string {
  let open = false;
  return table
    .split(CELL_OR_ROW)
    .map((part) => {
      const tag = /^<(\/?)(\w+)/.exec(part);
      if (!tag) return part;
      const [, closing, name] = tag;
      const end = open ? '</td>' : '';
      if (name === 'td' || name === 'th') {
        open = closing === '';
        // An end tag the build kept is written once, as `</td>`.
        return closing ? end : `${end}<td${part.slice(3)}`;
      }
      open = false;
      return end + part;
    })
    .join('');
}

/** The page with every table cell closed and header cells as cells, for the index only. */
export function withClosedTableCells(html: string): string {
  return html.replace(TABLE, closeCells);
}
