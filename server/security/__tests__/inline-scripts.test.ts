import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInlineScriptHashes, inlineScriptHashes, scriptHash } from '../inline-scripts';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes executable inline scripts byte for byte and skips external scripts and data blocks', () => {
    const html = [
      '<script>!function(){document.documentElement.dataset.theme="light"}()</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script data-rh="true" type="text/javascript">console.log(1)</script>',
      '<SCRIPT type=module>import("/x.js")</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha('!function(){document.documentElement.dataset.theme="light"}()'),
      sha('console.log(1)'),
      sha('import("/x.js")'),
    ]);
    expect(scriptHash('x')).toBe(sha('x'));
  });

  it('collects one de-duplicated list over every page of a build', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-csp-'));
    fs.mkdirSync(path.join(build, 'ro'));
    fs.writeFileSync(path.join(build, 'index.html'), '<script>a()</script><script>b()</script>');
    fs.writeFileSync(path.join(build, 'ro', 'index.html'), '<script>a()</script>');
    fs.writeFileSync(path.join(build, 'app.js'), '<script>not html()</script>');
    expect(buildInlineScriptHashes(build)).toEqual([sha('a()'), sha('b()')].sort());
    expect(buildInlineScriptHashes(path.join(build, 'missing'))).toEqual([]);
    fs.rmSync(build, { recursive: true, force: true });
  });
});
