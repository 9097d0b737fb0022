// Webpack loader for the browser's copy of the site config (`export default {…}` as JSON). The
// config is bundled whole into main.js; these keys only drive the build (the HTML template, the
// plugin and preset lists with their options, the Markdown options, what a broken link does, the
// files and tags the build adds, the bundler flags), so the browser gets it without them. Of
// `future` the browser reads the router alone.
//
// Every key of the generated config is either kept or left out here, by name: the build stops when
// a key to leave out is gone (Docusaurus renamed it, and its new name would ship) or when the
// config has a key neither list names (a new option: decide whether the browser reads it).
const BUILD_ONLY_KEYS = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'staticDirectories',
  'scripts',
  'headTags',
  'stylesheets',
  'clientModules',
];
const BROWSER_KEYS = [
  'title',
  'tagline',
  'favicon',
  'url',
  'baseUrl',
  'trailingSlash',
  'titleDelimiter',
  'i18n',
  'themeConfig',
  'baseUrlIssueBanner',
  'storage',
  'customFields',
  'noIndex',
  'future',
];
const BUILD_ONLY_FUTURE_KEYS = ['v4', 'faster', 'experimental_vcs'];
const BROWSER_FUTURE_KEYS = ['experimental_router'];

/** What in `object` breaks the lists: a key to leave out that is gone, a key neither list names. */
function unexpectedKeys(where, object, buildOnly, browser) {
  const keys = Object.keys(object ?? {});
  return [
    ...buildOnly.filter((key) => !keys.includes(key)).map((key) => `${where}${key} is gone`),
    ...keys.filter((key) => !buildOnly.includes(key) && !browser.includes(key)).map((key) => `${where}${key} is new`),
  ];
}

module.exports = function siteConfigLoader(source) {
  const start = source.indexOf('export default {');
  if (start === -1) throw new Error('lean-client: the generated site config no longer has the expected shape');
  const config = JSON.parse(
    source
      .slice(start + 'export default '.length)
      .trim()
      .replace(/;$/, ''),
  );
  const problems = [
    ...unexpectedKeys('', config, BUILD_ONLY_KEYS, BROWSER_KEYS),
    ...unexpectedKeys('future.', config.future, BUILD_ONLY_FUTURE_KEYS, BROWSER_FUTURE_KEYS),
  ];
  if (problems.length > 0)
    throw new Error(
      `lean-client: the generated site config changed (${problems.join(', ')}). Update the key lists of plugins/lean-client/site-config-loader.js.`,
    );
  for (const key of BUILD_ONLY_KEYS) delete config[key];
  for (const key of BUILD_ONLY_FUTURE_KEYS) delete config.future[key];
  return `export default ${JSON.stringify(config)};\n`;
};
