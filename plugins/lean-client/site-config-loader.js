// Webpack loader for the browser's copy of the site config (`export default {…}` as JSON). The
// config is bundled whole into main.js; these keys only drive the build (the HTML template, the
// plugin and preset lists with their options), so the browser gets it without them.
const BUILD_ONLY_KEYS = ['ssrTemplate', 'plugins', 'presets', 'themes'];

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
  return `export default ${JSON.stringify(config)};\n`;
};
