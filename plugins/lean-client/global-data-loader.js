// Webpack loader for the browser's copy of the plugins' global data, which main.js carries to
// every page. The docs plugin lists there every doc with its address and sidebar, and each
// sidebar's link: only the hooks that link to a doc from outside its pages read them (navbar doc
// items, the version dropdown, the banner of an older version). This site uses none of those
// (`globalDataCheck.ts` fails the browser build when code that reads the lists is bundled), so the
// browser gets each version without them; a doc page's own data comes with the page.
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * Strings that survive minification in the code that reads the lists: the errors of
 * `useLayoutDoc` and `useLayoutDocsSidebar`, the fields `getActiveDocContext` and
 * `getDocVersionSuggestions` return. A test checks the docs plugin still holds each.
 */
const DOCS_LIST_READERS = [
  'find any doc with id',
  'find any sidebar with id',
  'alternateDocVersions',
  'latestDocSuggestion',
];

/** Whether a docs version still has the lists this loader empties, as Docusaurus 3 writes them. */
const hasLists = (version) =>
  Array.isArray(version?.docs) && Array.isArray(version?.draftIds) && typeof version?.sidebars === 'object';

function globalDataLoader(source) {
  const data = JSON.parse(source);
  for (const instance of Object.values(data[DOCS_PLUGIN] ?? {})) {
    // A renamed list would ship unnoticed: the build stops instead.
    if (!Array.isArray(instance?.versions) || !instance.versions.every(hasLists))
      throw new Error(
        "lean-client: the docs plugin's global data changed (versions[].docs, draftIds, sidebars): update plugins/lean-client/global-data-loader.js",
      );
    for (const version of instance.versions) {
      version.docs = [];
      version.draftIds = [];
      version.sidebars = {};
    }
  }
  return JSON.stringify(data);
}

module.exports = globalDataLoader;
module.exports.DOCS_LIST_READERS = DOCS_LIST_READERS;
