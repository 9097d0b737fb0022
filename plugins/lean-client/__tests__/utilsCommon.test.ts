import * as original from '@docusaurus/utils-common';
import * as lean from '../utils-common';

describe('the lean @docusaurus/utils-common', () => {
  it('exports every name of the original, with the same values', () => {
    const names = Object.keys(original).filter((name) => name !== '__esModule');
    expect(Object.keys(lean).sort()).toEqual(names.sort());
    for (const name of names)
      expect((lean as Record<string, unknown>)[name]).toBe((original as Record<string, unknown>)[name]);
  });
});
