/**
 * The server's layers (eslint.config.mjs, SERVER_LAYERS; ARCHITECTURE.md, "The server's layers"):
 * no import runs up a layer, and no feature imports a sibling feature. The fixture imports the
 * newsletter (a feature) and is linted as if it lived in each folder.
 */
import { lintAs } from '../lint-as';

const crossings = (pretendPath: string) =>
  lintAs('server-imports-newsletter.ts', pretendPath).filter((m) => m.ruleId === 'boundaries/dependencies');

describe("the server's layers", () => {
  it('refuse a feature importing a sibling feature', () => {
    const messages = crossings('server/privacy/example.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/server\/privacy \(features\) must not import server:newsletter/);
  });

  it('refuse a lower layer importing a higher one', () => {
    expect(crossings('server/storage/example.ts')).toHaveLength(1);
    expect(crossings('server/mail/example.ts')).toHaveLength(1);
  });

  it('let the app import a feature, and a feature its own folder', () => {
    expect(crossings('server/cli/example.ts')).toEqual([]);
    expect(crossings('server/newsletter/example.ts')).toEqual([]);
  });
});
