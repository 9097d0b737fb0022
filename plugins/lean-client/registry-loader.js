// Webpack loader for the browser's copy of Docusaurus's generated route registry. Each entry is
// [load, module path, weak module id]; the path is read only while rendering on the server (to
// report the chunks a page used), so in the browser it is a string per route that nothing reads:
// about a kilobyte of main.js on every page. The server bundle keeps it.
module.exports = function registryLoader(source) {
  const entry = /\), "[^"]*", require\.resolveWeak\(/g;
  const lean = source.replace(entry, '), 0, require.resolveWeak(');
  if (lean === source) throw new Error('lean-client: the route registry no longer has the expected shape');
  return lean;
};
