import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { spooled } from '../spooled-file';

/** The temporary file behind a spooled stream. */
const fileOf = (stream: unknown) => String((stream as fs.ReadStream).path);

describe('a spooled export', () => {
  it('hands back what was written, and deletes its file once read', async () => {
    const stream = await spooled(async (out) => {
      out.write('a,b\r\n');
      out.end('1,2\r\n');
    });
    const file = fileOf(stream);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(await text(stream)).toBe('a,b\r\n1,2\r\n');
    await finished(stream).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.existsSync(file)).toBe(false);
  });

  it('deletes its file when the writing fails', async () => {
    let written = '';
    await expect(
      spooled(async (out) => {
        written = String((out as fs.WriteStream).path);
        out.write('half');
        throw new Error('the store went away');
      }),
    ).rejects.toThrow('the store went away');
    expect(fs.existsSync(written)).toBe(false);
  });
});
