import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above this file with a package.json. Found rather than
 * counted (`../..`), because this file runs from server/ under tsx and jest, and from the bundle
 * in dist/server/ in production; the files the server reads beside its code (the mail logo, the
 * shipped school data) stay where they are in the repository.
 */
function findProjectRoot(from: string): string {
  let folder = from;
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const PROJECT_ROOT = findProjectRoot(__dirname);
