// Webpack loader for the browser's copy of the docs' version data (`p/*.json`), which every doc
// page loads: it lists every doc with its description. The descriptions serve the theme's doc
// cards (DocCard, the category index pages), which this site does not use (a test keeps it so);
// a page's own description comes with the page. The browser gets the list without them.
module.exports = function docsVersionLoader(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
};
