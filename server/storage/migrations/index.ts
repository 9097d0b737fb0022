import type { Migration } from 'kysely';
import { initial } from './001-initial';
import { registrationRound } from './002-registration-round';
import { sharedLimitsAndOutbox } from './003-shared-limits-and-outbox';
import { mailTemplates } from './004-mail-templates';
import { newsletterSubscriptions } from './005-newsletter-subscriptions';
import { staffAccounts } from './006-staff-accounts';
import { registrationPages } from './007-registration-pages';
import { staffWorkspace } from './008-staff-workspace';
import { newsletterSubscriptionIds } from './009-newsletter-subscription-ids';
import { oneWriterWins } from './010-one-writer-wins';
import { loginDelays } from './011-login-delays';
import { primarySignUpRound } from './012-primary-sign-up-round';
import { erasureLogAndRetention } from './013-erasure-log-and-retention';
import { mailCapsAndOneSignUp } from './014-mail-caps-and-one-sign-up';
import { kenmerk } from './015-kenmerk';
import { staffFindAndSort } from './016-staff-find-and-sort';
import { schoolTrustAndClaims } from './017-school-trust-and-claims';
import { provenMailboxes } from './018-proven-mailboxes';
import { newsletterIdRequired } from './019-newsletter-id-required';

/**
 * Every migration, in order. Kept as a static list (not a folder scan) so that it works the same
 * under tsx, jest and a bundler. Add a new file and a line here; never edit a released migration.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-registration-round': registrationRound,
  '003-shared-limits-and-outbox': sharedLimitsAndOutbox,
  '004-mail-templates': mailTemplates,
  '005-newsletter-subscriptions': newsletterSubscriptions,
  '006-staff-accounts': staffAccounts,
  '007-registration-pages': registrationPages,
  '008-staff-workspace': staffWorkspace,
  '009-newsletter-subscription-ids': newsletterSubscriptionIds,
  '010-one-writer-wins': oneWriterWins,
  '011-login-delays': loginDelays,
  '012-primary-sign-up-round': primarySignUpRound,
  '013-erasure-log-and-retention': erasureLogAndRetention,
  '014-mail-caps-and-one-sign-up': mailCapsAndOneSignUp,
  '015-kenmerk': kenmerk,
  '016-staff-find-and-sort': staffFindAndSort,
  '017-school-trust-and-claims': schoolTrustAndClaims,
  '018-proven-mailboxes': provenMailboxes,
  '019-newsletter-id-required': newsletterIdRequired,
};
