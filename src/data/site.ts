/**
 * Facts about the organisation shown in the layout (footer, navbar, forms).
 * One place, so that a change of phone number is a one-line edit.
 */
export const SITE = {
  name: 'AMN',
  url: 'https://www.amn.nl',
  twitterHandle: '@AMN_nl',
  address: { street: 'Kerkenbos 1011', postcode: '6546 BB', city: 'Nijmegen' },
  phone: '024 - 345 40 40',
  email: 'info@amn.nl',
  helpdeskEmail: 'helpdesk@amn.nl',
  helpdeskPhone: '024 - 345 40 41',
  loginUrl: 'https://portal.amn.nl',
} as const;

/**
 * The Dutch helpdesk's opening hours by phone, Monday to Friday, in Dutch time (whole hours). The
 * Romanian site says them in Romanian time (src/data/romanianOffice.ts).
 */
export const HELPDESK_HOURS = { opens: 8, closes: 17 } as const;

/**
 * Each site's quality statement (a statement AMN issues itself about its ISO 9001-certified quality
 * system, not the certificate), opened by the footer's badge. The old address
 * /documenten/iso-9001-certificaat.pdf redirects here (server/static/redirects.ts).
 */
export const QUALITY_STATEMENT_PDF = {
  nl: '/documenten/kwaliteitsverklaring.pdf',
  ro: '/documente/declaratie-de-calitate.pdf',
} as const;

export type SocialLinks = {
  instagram_url?: string;
  facebook_url?: string;
  linkedin_url?: string;
  twitter_url?: string;
};

export type NavbarSettings = SocialLinks & {
  show_login_button?: boolean;
  login_button_text?: string;
};

/** Per-locale navbar settings; the spec's field names are kept. */
export const NAVBAR_SETTINGS: Record<'nl' | 'ro', NavbarSettings> = {
  nl: {
    show_login_button: true,
    login_button_text: 'Inloggen',
    instagram_url: 'https://www.instagram.com/amn_nl',
    facebook_url: 'https://www.facebook.com/amn.nl',
    linkedin_url: 'https://www.linkedin.com/company/amn',
    twitter_url: 'https://x.com/AMN_nl',
  },
  ro: {
    // The Romanian pages send readers to the portal ("Intrați în portal"): the header leads there.
    show_login_button: true,
    login_button_text: 'Intrați în portal',
    facebook_url: 'https://www.facebook.com/amn.romania',
    linkedin_url: 'https://www.linkedin.com/company/amn',
  },
};
