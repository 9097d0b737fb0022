// `npm start`. Plain JavaScript, so that production runs nothing but node:
// - NODE_ENV=production: the compiled server (dist/server/main.js, made by `npm run build`) in this
//   process; it never builds, and refuses to start when the compiled server or the site build is
//   missing, saying what to run.
// - otherwise (development, the README's `npm install && npm start`): scripts/start.ts under tsx,
//   which builds the site when it is missing or stale and then runs the server from its sources.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const compiledServer = path.join(root, 'dist', 'server', 'main.js');

/** What is missing for a production start (an empty list when nothing is). */
function missingForProduction(env = process.env) {
  const buildDir = path.resolve(root, env.BUILD_DIR || 'build');
  const missing = [];
  if (!fs.existsSync(compiledServer)) missing.push(`the compiled server (${path.relative(root, compiledServer)})`);
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(path.join(buildDir, 'ro', 'index.html'))) {
    missing.push(`the site build (${buildDir})`);
  }
  return missing;
}

if (process.env.NODE_ENV === 'production') {
  const missing = missingForProduction();
  if (missing.length > 0) {
    console.error(
      `Cannot start in production: ${missing.join(' and ')} missing. ` +
        'Run "npm run build" first: it builds the site and compiles the server. ' +
        'A production start never builds.',
    );
    process.exit(1);
  }
  require(compiledServer);
} else {
  // What `node --import tsx` does: TypeScript for require() and import() alike.
  import('tsx').then(() => require('./start.ts'));
}
