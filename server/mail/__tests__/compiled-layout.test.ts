import fs from 'node:fs';
import { COMPILED_LAYOUT, blocksOf, compiledLayout } from '../../../scripts/mail-compile';

describe('the compiled mail layout', () => {
  it('is what layout.mjml compiles to (else run `npm run mail:compile` and commit the result)', () => {
    const committed = fs.readFileSync(COMPILED_LAYOUT, 'utf8');
    const fresh = compiledLayout();
    expect(committed === fresh ? 'up to date' : 'out of date: run `npm run mail:compile`').toBe('up to date');
  });

  it('cuts nested blocks out of their place, leaving a slot of their name', () => {
    const blocks = blocksOf('<a>{{title}}{{#row}}<b>{{#cell}}<i>{{text}}</i>{{/cell}}</b>{{/row}}</a>');
    expect(Object.fromEntries(blocks)).toEqual({
      page: '<a>{{title}}{{row}}</a>',
      row: '<b>{{cell}}</b>',
      cell: '<i>{{text}}</i>',
    });
  });

  it('refuses blocks that do not close or close out of order', () => {
    expect(() => blocksOf('{{#row}}<b>')).toThrow('{{#row}} is never closed');
    expect(() => blocksOf('{{#row}}{{#cell}}{{/row}}{{/cell}}')).toThrow('{{/row}} closes {{#cell}}');
  });
});
