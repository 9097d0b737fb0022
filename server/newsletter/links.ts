import { API_PATHS } from '../../src/domain/api';
import { PAGE_ROUTES } from '../../src/domain/routes';
import type { Locale } from '../../src/domain/locale';
import { signToken } from '../security/signed-tokens';
import type { SigningKeys } from '../security/signing-keys';
import { CONFIRM_LINK_MS, type Subscription } from './subscriptions';

/** What a newsletter link may do; a token signed for one purpose is refused for the other. */
export const CONFIRM_PURPOSE = 'newsletter-confirm';
export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

/** The site's pages for the links: the Romanian site's under /ro. */
const pagePrefix = (locale: Locale) => (locale === 'ro' ? '/ro' : '');

export type NewsletterLinks = {
  /** The page with the one button that confirms (a GET alone never confirms: mail filters open links). */
  confirm: string;
  /** The page with the one button that unsubscribes, and the topics to change instead. */
  manage: string;
  /** RFC 8058 one-click unsubscribe, for the List-Unsubscribe header. */
  oneClick: string;
};

export function newsletterLinks(
  publicUrl: string,
  keys: SigningKeys,
  subscription: Pick<Subscription, 'id' | 'version'>,
  locale: Locale,
  sentAt: number,
): NewsletterLinks {
  // The subscription's opaque id, never the address: links end up in headers and logs of others.
  const confirm = signToken(keys, {
    purpose: CONFIRM_PURPOSE,
    subject: subscription.id,
    version: subscription.version,
    expiresAt: sentAt + CONFIRM_LINK_MS,
  });
  // Unsubscribing must keep working for as long as mails keep coming: no expiry.
  const unsubscribe = signToken(keys, {
    purpose: UNSUBSCRIBE_PURPOSE,
    subject: subscription.id,
    version: subscription.version,
    expiresAt: null,
  });
  const prefix = `${publicUrl}${pagePrefix(locale)}`;
  return {
    confirm: `${prefix}${PAGE_ROUTES.newsletterConfirm}?token=${confirm}`,
    manage: `${prefix}${PAGE_ROUTES.newsletterManage}?token=${unsubscribe}`,
    oneClick: `${publicUrl}${API_PATHS.newsletterUnsubscribe}?token=${unsubscribe}`,
  };
}
