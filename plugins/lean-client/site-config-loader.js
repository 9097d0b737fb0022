// Webpack loader for the browser's copy of the site config (`export default {…}` as JSON). The
// config is bundled whole into main.js; these keys only drive the build (the HTML template, the
// plugin and preset lists with their options, the Markdown options, what a broken link does, the
// files and tags the build adds, the bundler flags), so the browser gets it without them. Of
// `future` the browser reads the router alone.
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
const BUILD_ONLY_FUTURE_KEYS = ['v4', 'faster', 'experimental_vcs'];

module.exports = function siteConfigLoader(source) {
  const start = source.indexOf('export default {');
  if (start === -1) throw new Error('lean-client: the generated site config no longer has the expected shape');
  const config = JSON.parse(
    source
      .slice(start + 'export default '.length)
      .trim()
      .replace(/;$/, ''),
  );
  for (const key of BUILD_ONLY_KEYS) delete config[key];
  for (const key of BUILD_ONLY_FUTURE_KEYS) delete config.future?.[key];
  return `export default ${JSON.stringify(config)};\n`;
};
