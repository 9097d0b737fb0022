import fs from 'node:fs';
import path from 'node:path';
import { TextEncoder } from 'node:util';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { checkPostFrontMatter } from '../rules';
import { staticFileExists } from '..';

// The front matter parser needs TextEncoder, which the jsdom test environment leaves out.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;

const root = path.resolve(__dirname, '../../..');
const template = path.join(root, 'blog/_template.mdx');

describe('the post template (blog/_template.mdx)', () => {
  it('passes the front matter check, so a copy only needs its texts changed', async () => {
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: template,
      fileContent: fs.readFileSync(template, 'utf8'),
    });
    expect(checkPostFrontMatter(frontMatter, staticFileExists(root, ['static']))).toEqual([]);
  });
});
