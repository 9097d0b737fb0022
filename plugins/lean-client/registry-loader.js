// Webpack loader for the browser's copy of Docusaurus's generated route registry. Each entry is
// [load, module path, weak module id]; the path is read only while rendering on the server (to
// report the chunks a page used), so in the browser it is a string per route that nothing reads:
// about half a kilobyte of main.js on every page. The server bundle keeps it. The build stops when
// an entry no longer has that shape, rather than ship the paths unnoticed.
module.exports = function registryLoader(source) {
  const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  let edited = 0;
  const lean = source.replace(/\), "[^"]*", require\.resolveWeak\(/g, () => {
    edited += 1;
    return '), 0, require.resolveWeak(';
  });
  if (edited === 0 || edited !== entries)
    throw new Error(
      `lean-client: the route registry no longer has the expected shape (${edited} of ${entries} entries matched): update plugins/lean-client/registry-loader.js`,
    );
  return lean;
};
