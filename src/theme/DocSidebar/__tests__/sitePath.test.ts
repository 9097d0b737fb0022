import { isSamePath, sitePath } from '../sitePath';

describe('sitePath', () => {
  it.each([
    ['/onderwijs/', '/onderwijs'],
    ['/ro/help/', '/ro/help'],
    ['/onderwijs/doorstroomtoets', '/onderwijs/doorstroomtoets'],
    ['/', '/'],
    ['/help/#downloads', '/help#downloads'],
  ])('%s → %s', (href, path) => {
    expect(sitePath(href)).toBe(path);
  });

  it('treats an address with and without trailing slash as one page', () => {
    expect(isSamePath('/help/', '/help')).toBe(true);
    expect(isSamePath('/help', '/help/downloads')).toBe(false);
  });
});
