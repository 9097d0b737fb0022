import type { SchoolKeys } from './submissions';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys a primary sign-up holds while it is live: one per product it signs up for, naming the
 * round, the school (BRIN + vestiging, else the RIO location) and the product. A second live
 * sign-up with one of these keys is refused (table `sign_up_products`, unique key).
 */
export function liveSignUpKeys(round: number | null, school: SchoolKeys, values: unknown): string[] {
  const schoolKey = school.brin ?? school.rio;
  if (round === null || !schoolKey || !isRecord(values) || !isRecord(values.products)) return [];
  return Object.entries(values.products)
    .filter(([, product]) => isRecord(product) && product.subscribe === true)
    .map(([product]) => `${round}:${schoolKey}:${product}`);
}
