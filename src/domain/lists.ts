/**
 * The last entry of a list the code knows is not empty (a constant list, one checked just before): an
 * empty one is a programming error, not a value to carry on with.
 */
export function lastOf<T>(list: readonly T[]): T {
  const last = list.at(-1);
  if (last === undefined) throw new RangeError('lastOf: the list is empty.');
  return last;
}
