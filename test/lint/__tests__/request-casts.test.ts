/**
 * The server's rule against casts on a request's parts (eslint.config.mjs, NO_REQUEST_CASTS): a
 * route's schema types them (server/http/valibot-provider.ts), so a cast can only hide what it does
 * not check.
 */
import { lintAs } from '../lint-as';

const casts = (fixture: string, pretendPath: string) =>
  lintAs(fixture, pretendPath).filter((m) => m.ruleId === 'no-restricted-syntax');

describe('casts on request.body, params and query', () => {
  it('are refused in the server, in every spelling; a cast on another part is not', () => {
    const messages = casts('server-casts-request.ts', 'server/routes/example.ts');
    // `as` on body, `as` inside `?.`, `<X>` on query, `as` on an optional chain to params; not line 9 (headers).
    expect(messages.map((m) => m.line)).toEqual([5, 6, 7, 8]);
    expect(messages[0].message).toMatch(/No casts on request\.body\/params\/query/);
  });

  it('are a server rule only', () => {
    expect(casts('server-casts-request.ts', 'scripts/example.ts')).toEqual([]);
  });
});
