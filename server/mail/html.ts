import mjml2html from 'mjml';
import type { Locale } from '../../src/domain/locale';
import type { SummaryRow } from './summary';
import { MAIL_WORDS } from './mail-texts';

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

const BRAND = '#0a5a8a';
const TEXT = '#1c1e21';
const MUTED = '#555b61';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * A value escaped, with a break opportunity after every `@` and `.` inside an address or domain: on a
 * phone a long address wraps there instead of letter by letter (or at a hyphen of its name).
 */
export function breakable(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) =>
      /[@.]\S/.test(word) && word.length > 12
        ? word
            .split(/(?<=[@.])(?=\S)/)
            .map((part) =>
              part.length <= 30 ? `<span style="white-space:nowrap;">${escape(part)}</span>` : escape(part),
            )
            .join('<wbr>')
        : escape(word),
    )
    .join('');
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

function summaryTable(rows: readonly SummaryRow[]): string {
  const cells = rows
    .map(({ label, value, depth }) => {
      const pad = 8 + depth * 16;
      if (!value) {
        return `<tr><td colspan="2" style="padding:10px 8px 2px ${pad}px;font-weight:700;">${escape(label)}</td></tr>`;
      }
      return `<tr class="depth-${Math.min(depth, 3)}"><td class="label" style="padding:4px 8px 4px ${pad}px;color:${MUTED};vertical-align:top;width:45%;">${escape(label)}</td><td class="value" style="padding:4px 8px;vertical-align:top;">${breakable(value)}</td></tr>`;
    })
    .join('');
  return `<mj-table css-class="summary" font-size="14px" line-height="20px" color="${TEXT}" cellpadding="0" table-layout="fixed">${cells}</mj-table>`;
}

/** Dark mode: mail clients that honour prefers-color-scheme get dark surfaces and light text. */
const DARK_STYLES = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    body, .page, .page > table, .card, .card > table { background: #18191a !important; }
    .card div, .card td, .card p { color: #e4e6eb !important; }
    .card td.label { color: #b0b3b8 !important; }
    .card a { color: #7cc4f2 !important; }
    .button a, .button td { background: #3a8fc6 !important; color: #ffffff !important; }
  }
  /* On a phone the label stands above its value: two columns would break words letter by letter. */
  @media only screen and (max-width: 480px) {
    .summary table, .summary tbody, .summary tr { display: block !important; width: 100% !important; }
    .summary td { display: block !important; width: auto !important; }
    .summary td.label { padding-bottom: 0 !important; }
    .summary td.value { padding-bottom: 8px !important; }
    .summary tr.depth-1 td.value { padding-left: 24px !important; }
    .summary tr.depth-2 td.value { padding-left: 40px !important; }
    .summary tr.depth-3 td.value { padding-left: 56px !important; }
  }
`;

/** The mail as HTML: the site's colours, the logo inline, the summary as a table, the helpdesk's contact. */
export function mailHtml(content: MailContent): string {
  const paragraphs = content.paragraphs.map((text) => `<mj-text>${breakable(text)}</mj-text>`).join('');
  const link = content.link
    ? `<mj-text>${escape(content.link.intro)}</mj-text>
       <mj-button css-class="button" href="${escape(content.link.url)}" background-color="${BRAND}" color="#ffffff" font-weight="700" border-radius="6px" align="left">${escape(content.link.label)}</mj-button>
       <mj-text font-size="14px" color="${MUTED}">${escape(MAIL_WORDS[content.locale].orOpen)} <a href="${escape(content.link.url)}" style="color:${BRAND};">${breakable(shortAddress(content.link.url))}</a></mj-text>`
    : '';
  const summary = content.summary.length
    ? `<mj-text font-weight="700" padding="16px 24px 4px">${escape(content.summaryIntro)}</mj-text>
        ${summaryTable(content.summary)}`
    : '';
  const { email, phone } = content.contact;
  const tel = phone.replace(/[^\d+]/g, '');
  const closing = content.closing.map((text) => escape(text)).join('<br />');
  const source = `<mjml lang="${content.locale}">
  <mj-head>
    <mj-title>${escape(content.heading)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="${TEXT}" padding="6px 24px" />
    </mj-attributes>
    <mj-style>${DARK_STYLES}</mj-style>
  </mj-head>
  <mj-body background-color="#eef2f5" css-class="page" width="600px">
    <mj-section padding="16px 0 8px">
      <mj-column>
        <mj-image src="cid:${LOGO_CID}" alt="AMN" width="96px" height="40px" align="left" padding="0 24px" />
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" css-class="card" border-top="4px solid ${BRAND}" padding="16px 0">
      <mj-column>
        <mj-text font-size="22px" line-height="30px" font-weight="700" color="${BRAND}" padding="8px 24px 12px">${escape(content.heading)}</mj-text>
        <mj-text>${escape(content.greeting)}</mj-text>
        ${paragraphs}
        ${link}
        ${summary}
        <mj-text padding="16px 24px 6px">${escape(content.closing[0] ?? '')}</mj-text>
        <mj-text>${content.closing.length > 1 ? content.closing.slice(1).map(escape).join('<br />') : closing}</mj-text>
        <mj-text font-size="14px" color="${MUTED}"><a href="mailto:${escape(email)}" style="color:${BRAND};">${escape(email)}</a> · <a href="tel:${escape(tel)}" style="color:${BRAND};">${escape(phone)}</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="${MUTED}">${escape(content.footer)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = mjml2html(source, { validationLevel: 'soft', keepComments: false });
  if (errors.length > 0) throw new Error(`mail template: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
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
