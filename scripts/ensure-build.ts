import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the site build is made from: a change to any of these makes the build stale. */
const SOURCES = [
  'src',
  'i18n',
  'docs',
  'blog',
  'documents',
  'static',
  'plugins',
  'content',
  'docusaurus.config.ts',
  'config',
  'sidebars.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === '__tests__' || child === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIsStale(root: string, buildDir = path.join(root, 'build')): boolean {
  const marker = path.join(buildDir, 'ro', 'index.html');
  if (!fs.existsSync(marker) || !fs.existsSync(path.join(buildDir, 'index.html'))) return true;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Where `npm start` builds to and the server serves from: BUILD_DIR as server/config.ts reads it. */
export function buildDirOf(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.BUILD_DIR || 'build');
}

/** Builds the site (both locales) when the build is missing or older than its sources. */
export function ensureBuild(root = process.cwd(), buildDir = buildDirOf(root)): void {
  if (!buildIsStale(root, buildDir)) return;
  console.log(`Building the site (nl and ro) into ${buildDir}…`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The site build failed.');
}

if (require.main === module) {
  ensureBuild();
}
