import { API_PATHS } from '../../src/domain/api';
import { ASKED_TOPICS_PARAM, pageAddress } from '../../src/domain/routes';
import type { Locale } from '../../src/domain/locale';
import { signToken } from '../security/signed-tokens';
import type { SigningKeys } from '../security/signing-keys';
import { CONFIRM_LINK_MS, type Subscription } from './subscriptions';

/** What a newsletter link may do; a token signed for one purpose is refused for the other. */
export const CONFIRM_PURPOSE = 'newsletter-confirm';
export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

export type NewsletterLinks = {
  /** The page with the one button that confirms (a GET alone never confirms: mail filters open links). */
  confirm: string;
  /** The page with the one button that unsubscribes. */
  manage: string;
  /** "Uw onderwerpen": the address and its topics, to change (ticked as a new sign-up asked, when it did). */
  topics: string;
  /** RFC 8058 one-click unsubscribe, for the List-Unsubscribe header. */
  oneClick: string;
};

export function newsletterLinks(
  publicUrl: string,
  keys: SigningKeys,
  subscription: Pick<Subscription, 'id' | 'version'>,
  locale: Locale,
  sentAt: number,
  /** The topics a confirmed subscriber's new sign-up asked for: the topics page opens with these ticked. */
  asked?: readonly string[],
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
  // The pages of the subscriber's site: the Romanian ones at their Romanian addresses.
  return {
    confirm: `${publicUrl}${pageAddress('newsletterConfirm', locale)}?token=${confirm}`,
    manage: `${publicUrl}${pageAddress('newsletterManage', locale)}?token=${unsubscribe}`,
    // The asked topics are no authority (saving checks the token): only what the page ticks at first.
    topics: `${publicUrl}${pageAddress('newsletterTopics', locale)}?token=${unsubscribe}${
      asked?.length ? `&${ASKED_TOPICS_PARAM}=${asked.map(encodeURIComponent).join(',')}` : ''
    }`,
    oneClick: `${publicUrl}${API_PATHS.newsletterUnsubscribe}?token=${unsubscribe}`,
  };
}
