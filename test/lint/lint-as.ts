/**
 * Lints a fixture of ../fixtures as if it lived at `pretendPath`, through the real `eslint` command, so
 * a test sees exactly what `npm run lint` sees.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

export type LintMessage = { ruleId: string | null; message: string; line: number };

export function lintAs(fixture: string, pretendPath: string): LintMessage[] {
  const source = fs.readFileSync(path.join(__dirname, 'fixtures', fixture), 'utf8');
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', pretendPath],
      {
        cwd: root,
        // No TypeScript project holds a pretended path: lint it without the type-aware rules.
        env: { ...process.env, LINT_UNTYPED: '1' },
        input: source,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // eslint exits 1 when it reports errors; its JSON report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as [{ messages: LintMessage[] }];
  return result.messages;
}
