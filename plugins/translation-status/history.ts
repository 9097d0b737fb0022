import { spawnSync } from 'node:child_process';
import { sourceHash } from './source';

/** Where git history can say since when a source differs from the version that was translated. */
export type SourceChange = { changedOn?: string; diffCommand?: string };

function git(root: string, args: string[]): string | null {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return run.status === 0 ? run.stdout : null;
}

/**
 * Looks in the source's git history for the newest commit whose version has the recorded hash (the
 * version that was translated): the source changed on the day of the first commit after it, and
 * `git diff <commit> -- <source>` shows what changed since. Without history (no git, a shallow
 * copy, a hash from elsewhere) it says nothing. A change not yet committed has no day.
 */
export async function sourceChangeSince(root: string, source: string, hash: string): Promise<SourceChange> {
  const log = git(root, ['log', '--format=%H %cs', '--', source]);
  if (!log) return {};
  const commits = log
    .trim()
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      // Each line is `%H %cs`: a commit's hash and day.
      const [id, day] = line.split(' ');
      return id && day ? [{ id, day }] : [];
    });
  let translatedAt = -1;
  for (const [index, commit] of commits.entries()) {
    const content = git(root, ['show', `${commit.id}:${source}`]);
    if (content !== null && (await sourceHash(content)) === hash) {
      translatedAt = index;
      break;
    }
  }
  const base = commits[translatedAt];
  if (base === undefined) return {};
  const firstChange = translatedAt > 0 ? commits[translatedAt - 1] : undefined;
  return {
    ...(firstChange ? { changedOn: firstChange.day } : {}),
    diffCommand: `git diff ${base.id.slice(0, 12)} -- ${source}`,
  };
}
