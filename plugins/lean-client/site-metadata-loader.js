// Webpack loader for the browser's copy of the site metadata. It lists every plugin with its
// version, which only the debug plugin shows; the browser reads the Docusaurus version alone (the
// generator meta tag), so it gets the metadata's shape with an empty plugin list.
module.exports = function siteMetadataLoader(source) {
  const { docusaurusVersion, siteVersion } = JSON.parse(source);
  return JSON.stringify({ docusaurusVersion, siteVersion, pluginVersions: {} });
};
