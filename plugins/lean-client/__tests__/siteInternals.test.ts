/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ssrTemplate } from '@site/config/ssrTemplate';
import { DEFAULT_SEARCH_TAG } from '@site/src/theme/SiteMetadata/searchTag';

/**
 * What the site copies from Docusaurus outside the plugins, checked here because the upgrade
 * check (scripts/docusaurus-upgrade-check.sh) runs the plugins' tests against the newest release.
 */
const require = createRequire(__filename);
const packageFile = (file: string) => fs.readFileSync(require.resolve(file), 'utf8');

describe('the page template (config/ssrTemplate.ts)', () => {
  it('is core’s own template but for its one change: scripts preloaded in the head, added after the first paint', () => {
    const core = packageFile('@docusaurus/core/lib/ssg/ssgTemplate.html.js');
    const coreTemplate = /exports\.default = `([\s\S]*)`;/.exec(core)?.[1];
    expect(coreTemplate).toBeDefined();
    const undone = ssrTemplate
      .replace(
        '<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />',
        '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      )
      .replace(/\n {4}<script>[\s\S]*<\/script>\n/, '\n');
    expect(undone.trim()).toBe(coreTemplate?.trim());
  });
});

describe('the search tag of src/theme/SiteMetadata', () => {
  it('is the theme’s default search tag', () => {
    const internal = require.resolve('@docusaurus/theme-common/internal');
    expect(fs.readFileSync(internal, 'utf8')).toMatch(/DEFAULT_SEARCH_TAG[^;]*from '\.\/utils\/searchUtils'/);
    const searchUtils = fs.readFileSync(path.join(path.dirname(internal), 'utils', 'searchUtils.js'), 'utf8');
    expect(searchUtils).toContain(`export const DEFAULT_SEARCH_TAG = '${DEFAULT_SEARCH_TAG}';`);
  });
});
