// Webpack loader for the browser's copy of the docs plugin's route data (`p/*.json`). The version
// data, which every doc page loads, lists every doc with its description. The descriptions serve
// the theme's doc cards (DocCard, the category index pages), which this site does not use (a test
// keeps it so); a page's own description comes with the page. The browser gets the list without
// them. The tag pages' data passes unchanged. The build stops on data of any other shape (a
// version without docs, a doc without a description, a kind of data not known here), rather than
// ship the descriptions unnoticed.
const UNCHANGED_KINDS = [['tags'], ['tag']];

function shapeError(what) {
  return new Error(
    `lean-client: the docs plugin's route data changed (${what}): update plugins/lean-client/docs-version-loader.js`,
  );
}

module.exports = function docsVersionLoader(source) {
  const data = JSON.parse(source);
  const keys = Object.keys(data ?? {}).sort();
  if (UNCHANGED_KINDS.some((kind) => kind.join() === keys.join())) return source;
  if (keys.join() !== 'version') throw shapeError(`data with the keys ${keys.join(', ') || 'none'}`);
  const docs = Object.values(data.version?.docs ?? {});
  if (docs.length === 0) throw shapeError('a version without version.docs');
  if (!docs.every((doc) => typeof doc?.description === 'string')) throw shapeError('a doc without a description');
  for (const doc of docs) delete doc.description;
  return JSON.stringify(data);
};
