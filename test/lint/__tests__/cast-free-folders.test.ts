/**
 * The server folders that hold no cast keep none (eslint.config.mjs, CAST_FREE_SERVER): what has no
 * known shape is read by a schema or a guard. `as const` stays allowed.
 */
import { lintAs } from '../lint-as';

const casts = (pretendPath: string) =>
  lintAs('server-cast.ts', pretendPath)
    .filter((m) => m.ruleId === '@typescript-eslint/consistent-type-assertions')
    .map((m) => m.line);

describe('casts in the server', () => {
  it('are refused in a cast-free folder, in both spellings, but for `as const`', () => {
    expect(casts('server/security/example.ts')).toEqual([3, 4]);
    expect(casts('server/submissions/store/list.ts')).toEqual([3, 4]);
    expect(casts('server/storage/example.ts')).toEqual([3, 4]);
  });

  it('are left to review in the folders that still hold some, and in tests', () => {
    expect(casts('server/mail/example.ts')).toEqual([]);
    expect(casts('server/security/__tests__/example.test.ts')).toEqual([]);
  });
});
