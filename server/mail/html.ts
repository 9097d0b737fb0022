import type { Locale } from '../../src/domain/locale';
import type { SummaryRow } from '../../src/domain/forms/summary';
import { MAIL_WORDS } from './mail-texts';
import * as LAYOUT from './compiled/layout';
import { Html, escapeHtml, fill, joinHtml } from './template';

/** The content of one mail, the same for its HTML and its text part. */
export type MailContent = {
  locale: Locale;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** A link that acts for the reader, shown as a button with its address below it. */
  link: { intro: string; label: string; url: string } | null;
  summaryIntro: string;
  summary: SummaryRow[];
  closing: string[];
  contact: { email: string; phone: string };
  footer: string;
};

/** The content id of the logo attached to every mail (no remote images: mail clients block them). */
export const LOGO_CID = 'logo@amn';

/**
 * A value escaped, with a break opportunity after every `@` and `.` inside an address or domain: on a
 * phone a long address wraps there instead of letter by letter (or at a hyphen of its name).
 */
export function breakable(text: string): Html {
  return Html.trusted(
    text
      .split(/(\s+)/)
      .map((word) =>
        /[@.]\S/.test(word) && word.length > 12
          ? word
              .split(/(?<=[@.])(?=\S)/)
              .map((part) =>
                part.length <= 30 ? `<span style="white-space:nowrap;">${escapeHtml(part)}</span>` : escapeHtml(part),
              )
              .join('<wbr>')
          : escapeHtml(word),
      )
      .join(''),
  );
}

/** The button's address as a person reads it: host and path, without the token (`amn.nl/formulier/…`). */
export function shortAddress(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.host.replace(/^www\./, '');
    const path = parsed.pathname.replace(/\/$/, '');
    return `${host}${path}${parsed.search ? '…' : ''}`;
  } catch {
    return url.replace(/[?#].*$/, '…');
  }
}

/** The summary's rows: a label without a value heads a group, the others are label and value. */
const summaryRows = (rows: readonly SummaryRow[]) =>
  joinHtml(
    rows.map(({ label, value, depth }) => {
      const pad = String(8 + depth * 16);
      return fill(LAYOUT.row, {
        group: value ? Html.EMPTY : fill(LAYOUT.group, { pad, label }),
        pair: value
          ? fill(LAYOUT.pair, { depth: String(Math.min(depth, 3)), pad, label, value: breakable(value) })
          : Html.EMPTY,
      });
    }),
  );

/**
 * The mail as HTML: the layout (layout.mjml, compiled once into compiled/layout.ts) with the site's
 * colours, the logo inline, the summary as a table, the helpdesk's contact.
 */
export function mailHtml(content: MailContent): string {
  const { email, phone } = content.contact;
  const { link } = content;
  // MJML trims the content of a component: the values that fill one whole are trimmed alike.
  return fill(LAYOUT.page, {
    locale: content.locale,
    heading: content.heading.trim(),
    logo: LOGO_CID,
    greeting: content.greeting.trim(),
    paragraph: joinHtml(content.paragraphs.map((text) => fill(LAYOUT.paragraph, { text: breakable(text.trim()) }))),
    link: link
      ? fill(LAYOUT.link, {
          intro: link.intro.trim(),
          url: link.url,
          label: link.label.trim(),
          orOpen: MAIL_WORDS[content.locale].orOpen,
          address: breakable(shortAddress(link.url)),
        })
      : Html.EMPTY,
    summary: content.summary.length
      ? fill(LAYOUT.summary, { intro: content.summaryIntro.trim(), row: summaryRows(content.summary) })
      : Html.EMPTY,
    closing: (content.closing[0] ?? '').trim(),
    // With one line of closing it stands in both places.
    closingRest: Html.trusted(
      joinHtml(content.closing.length > 1 ? content.closing.slice(1) : content.closing, '<br />').markup.trim(),
    ),
    email,
    tel: phone.replace(/[^\d+]/g, ''),
    phone,
    footer: content.footer.trim(),
  }).markup;
}

/** The same content as plain text. */
export function mailText(content: MailContent): string {
  const summary = content.summary.map(({ label, value, depth }) => {
    const indent = '  '.repeat(depth);
    if (!label) return `${indent}${value}`;
    return value ? `${indent}${label}: ${value}` : `${indent}${label}${label.endsWith('.') ? '' : ':'}`;
  });
  return [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((text) => [text, '']),
    ...(content.link ? [content.link.intro, content.link.url, ''] : []),
    ...(summary.length ? [content.summaryIntro, '', ...summary, ''] : []),
    ...content.closing,
    `${content.contact.email} | ${content.contact.phone}`,
    '',
    content.footer,
  ].join('\n');
}
