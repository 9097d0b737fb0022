// Webpack loader for the browser's copy of the site metadata. It lists every plugin with its
// version, which only the debug plugin shows; the browser reads the Docusaurus version alone (the
// generator meta tag), so it gets the metadata's shape with an empty plugin list. The build stops
// when the metadata has other keys than these three, rather than drop a new one unnoticed.
const KEYS = ['docusaurusVersion', 'pluginVersions', 'siteVersion'];

module.exports = function siteMetadataLoader(source) {
  const metadata = JSON.parse(source);
  const keys = Object.keys(metadata).sort();
  if (keys.join() !== KEYS.join())
    throw new Error(
      `lean-client: the generated site metadata changed (keys ${keys.join(', ')}): update plugins/lean-client/site-metadata-loader.js`,
    );
  const { docusaurusVersion, siteVersion } = metadata;
  return JSON.stringify({ docusaurusVersion, siteVersion, pluginVersions: {} });
};
