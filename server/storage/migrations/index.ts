import type { Migration } from 'kysely';
import { initial } from './001-initial';
import { staffAccounts } from './005-staff-accounts';

/**
 * Every migration, in order. Kept as a static list (not a folder scan) so that it works the same
 * under tsx, jest and a bundler. Add a new file and a line here; never edit a released migration.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '005-staff-accounts': staffAccounts,
};
