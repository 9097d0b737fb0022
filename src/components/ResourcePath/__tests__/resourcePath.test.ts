import { pathFromResourcePath, resourcePathFromSource } from '..';

describe('pathFromResourcePath', () => {
  it.each([
    ['onderwijs/doorstroomtoets.mdx', '/onderwijs/doorstroomtoets'],
    ['onderwijs/index.mdx', '/onderwijs'],
    ['index.mdx', '/'],
    ['index.md', '/'],
    ['nieuws-en-achtergronden/nieuwe-talentscan-mbo.md', '/nieuws-en-achtergronden/nieuwe-talentscan-mbo'],
    ['/help/downloads.mdx', '/help/downloads'],
    ['./over-amn/index.tsx', '/over-amn'],
    ['werken-en-loopbaan/index', '/werken-en-loopbaan'],
    ['help\\aanvraag.mdx', '/help/aanvraag'],
  ])('%s → %s', (resourcePath, path) => {
    expect(pathFromResourcePath(resourcePath)).toBe(path);
  });

  it('strips only a final index, not one inside a name', () => {
    expect(pathFromResourcePath('over-amn/indexering.mdx')).toBe('/over-amn/indexering');
  });
});

describe('resourcePathFromSource', () => {
  it.each([
    ['@site/src/pages/onderwijs/index.mdx', 'onderwijs/index.mdx'],
    ['@site/i18n/ro/pages/asistenta/faq.mdx', 'asistenta/faq.mdx'],
    ['@site/docs/onderwijs/doorstroomtoets.mdx', 'onderwijs/doorstroomtoets.mdx'],
    ['@site/i18n/ro/docusaurus-plugin-content-docs/current/help/index.mdx', 'help/index.mdx'],
    ['@site/blog/2026-10-01-nieuwe-talentscan-mbo.mdx', 'blog/2026-10-01-nieuwe-talentscan-mbo.mdx'],
  ])('%s → %s', (source, resourcePath) => {
    expect(resourcePathFromSource(source)).toBe(resourcePath);
  });
});
