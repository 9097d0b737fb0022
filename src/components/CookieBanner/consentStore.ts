import Cookies from 'js-cookie';
import { COOKIE_CONSENT } from '@site/src/domain/constants';

const listeners = new Set<() => void>();

export function consentCookieName(locale: string): string {
  return locale === 'ro' ? COOKIE_CONSENT.names.ro : COOKIE_CONSENT.names.nl;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasConsent(name: string): boolean {
  return Cookies.get(name) === COOKIE_CONSENT.value;
}

export function giveConsent(name: string): void {
  Cookies.set(name, COOKIE_CONSENT.value, {
    expires: COOKIE_CONSENT.lifetimeDays,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  listeners.forEach((listener) => listener());
}
