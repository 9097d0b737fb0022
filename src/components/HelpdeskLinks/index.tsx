import React from 'react';
import { SITE } from '@site/src/data/site';
import { telHref } from '@site/src/data/phone';

/**
 * The helpdesk's address and number as links, the `{email}` and `{phone}` values of every
 * "mail … or call …" sentence: one place for how the helpdesk is reached.
 */
export function helpdeskLinks() {
  return {
    email: <a href={`mailto:${SITE.helpdeskEmail}`}>{SITE.helpdeskEmail}</a>,
    phone: <a href={telHref(SITE.helpdeskPhone)}>{SITE.helpdeskPhone}</a>,
  };
}
