import { withClosedTableCells } from '../sentences';

describe('withClosedTableCells', () => {
  it('closes the cells the minifier left open, and reads header cells as cells', () => {
    const minified =
      '<p>Alles op een rij</p><table><thead><tr><th>Wat<th>Wanneer<tbody><tr><td>Proeftoets<td>tot en met <b>15 januari</b><tr><td>Doorstroomtoets<td>gesloten</table><p>Verder';
    expect(withClosedTableCells(minified)).toBe(
      '<p>Alles op een rij</p><table><thead><tr><td>Wat</td><td>Wanneer</td><tbody><tr><td>Proeftoets</td><td>tot en met <b>15 januari</b></td><tr><td>Doorstroomtoets</td><td>gesloten</td></table><p>Verder',
    );
  });

  it('writes an end tag the build kept once, and keeps a cell’s attributes', () => {
    expect(withClosedTableCells('<table><tr><th scope=col>Wat</th><td class=x>Nu</td></tr></table>')).toBe(
      '<table><tr><td scope=col>Wat</td><td class=x>Nu</td></tr></table>',
    );
  });

  it('leaves a page without tables as it is', () => {
    const page = '<main><p>Geen tabel<ul><li>een<li>twee</ul></main>';
    expect(withClosedTableCells(page)).toBe(page);
  });
});
