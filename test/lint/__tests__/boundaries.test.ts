/**
 * The import boundaries of eslint.config.mjs, shown failing on fixtures. Each fixture is linted as if it
 * lived at the path given here (../lint-as.ts).
 */
import { lintAs, type LintMessage } from '../lint-as';

const restricted = (messages: LintMessage[]) => messages.filter((m) => m.ruleId === 'no-restricted-imports');

describe('import boundaries', () => {
  it('refuses React in the domain', () => {
    const messages = restricted(lintAs('domain-imports-react.ts', 'src/domain/forms/example.ts'));
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/src\/domain is pure TypeScript/);
  });

  it('refuses Node modules in the domain', () => {
    expect(restricted(lintAs('domain-imports-node.ts', 'src/domain/example.ts'))).toHaveLength(1);
  });

  it('refuses components in the server', () => {
    const messages = restricted(lintAs('server-imports-component.ts', 'server/routes/example.ts'));
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/server must not import components/);
  });

  it('refuses server code in components', () => {
    const messages = restricted(lintAs('component-imports-server.ts', 'src/components/Example/index.tsx'));
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/must not import server code/);
  });

  it('lets the same Node import pass where Node belongs', () => {
    expect(restricted(lintAs('domain-imports-node.ts', 'scripts/example.ts'))).toEqual([]);
  });

  it('lets pure TypeScript pass in the domain', () => {
    expect(lintAs('domain-pure.ts', 'src/domain/example.ts')).toEqual([]);
  });

  it('refuses browser and Node globals in the domain, not in the browser', () => {
    const inDomain = lintAs('domain-uses-globals.ts', 'src/domain/example.ts').filter(
      (m) => m.ruleId === 'no-restricted-globals',
    );
    expect(inDomain.map((m) => m.message)).toEqual([
      "Unexpected use of 'document'. document does not exist in src/domain (shared by browser and server).",
      "Unexpected use of 'process'. process does not exist in src/domain (shared by browser and server).",
    ]);
    expect(lintAs('domain-uses-globals.ts', 'src/components/Example/index.tsx')).toEqual([]);
  });
});
