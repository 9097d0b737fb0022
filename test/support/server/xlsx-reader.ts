import ExcelJS from 'exceljs';

/** A cell as exceljs reads it back: a date cell is a Date, a number a number, text a string. */
export type XlsxValue = string | number | Date | null;

/** The first sheet of an .xlsx: its header, its rows keyed by it, and how the header is kept in view. */
export type ReadXlsx = {
  header: string[];
  rows: Record<string, XlsxValue>[];
  /** How many rows the view keeps frozen at the top (0: none). */
  frozenRows: number;
  autoFilter: unknown;
};

function plain(value: ExcelJS.CellValue): XlsxValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  throw new Error(`not a plain cell: ${JSON.stringify(value)}`);
}

/** Reads an .xlsx the way a test asks about it: every cell typed, or a failure naming what is not. */
export async function readXlsx(bytes: Buffer): Promise<ReadXlsx> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    header[column - 1] = String(cell.value ?? '');
  });
  const rows: Record<string, XlsxValue>[] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    rows.push(Object.fromEntries(header.map((name, index) => [name, plain(row.getCell(index + 1).value)])));
  }
  const view = sheet.views[0];
  return {
    header,
    rows,
    frozenRows: view?.state === 'frozen' ? (view.ySplit ?? 0) : 0,
    autoFilter: sheet.autoFilter,
  };
}
