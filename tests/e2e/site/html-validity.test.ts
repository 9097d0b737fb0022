import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const buildDir = path.join(root, 'build');
const vnu = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

type VnuMessage = { type: string; url: string; message: string; lastLine?: number };

describe('the built HTML', () => {
  it('has no error in the Nu HTML checker', () => {
    const files = htmlFiles(buildDir);
    expect(files.length).toBeGreaterThan(30);
    let output = '';
    try {
      execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {
        stdio: 'pipe',
        maxBuffer: 64 << 20,
      });
    } catch (error) {
      output = String((error as { stderr?: Buffer }).stderr ?? '');
    }
    const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
    const errors = messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${path.relative(buildDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`,
      );
    expect(errors).toEqual([]);
  });
});
