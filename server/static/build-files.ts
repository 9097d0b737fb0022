import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file of the build, as URL-like paths starting with `/`. Dot files are not the site's (the
 * translation status for staff, .translation-status.json): they are neither listed nor served.
 */
export function listBuildFiles(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? listBuildFiles(root, relative) : [relative];
  });
}

/** The build file a URL path stands for: the file itself, `path.html`, or `path/index.html`. */
export function resolveBuildFile(files: ReadonlySet<string>, urlPath: string): string | undefined {
  const clean = urlPath.replace(/\/+$/, '');
  const candidates = urlPath.endsWith('/') ? [`${clean}/index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}
