/**
 * The server's layers (eslint.config.mjs, SERVER_LAYERS; ARCHITECTURE.md, "The server's layers"):
 * no import runs up a layer, no feature imports a sibling feature, and a service imports only the
 * services listed before it. The fixtures import the newsletter (a feature) and the registration
 * service (the last service) and are linted as if they lived in each folder.
 */
import { lintAs } from '../lint-as';

const crossings = (pretendPath: string, fixture = 'server-imports-newsletter.ts') =>
  lintAs(fixture, pretendPath).filter((m) => m.ruleId === 'boundaries/dependencies');

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

  it('refuse a service importing a service listed after it, and let a feature import it', () => {
    const fixture = 'server-imports-registration-service.ts';
    const messages = crossings('server/mail/example.ts', fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/server\/mail \(services\) must not import server:registration-service/);
    expect(crossings('server/registrations/example.ts', fixture)).toEqual([]);
  });
});
