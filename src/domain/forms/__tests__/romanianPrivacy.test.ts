/**
 * The Romanian privacy policy (documents/politica-de-confidentialitate.md) lists every field the
 * Romanian forms ask: a field added to a form fails here until the policy names it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contactFormSchema } from '../contactForm';
import { newsletterSchema } from '../newsletter';
import { NEWSLETTER_TOPICS } from '../../options';

const POLICY = fs
  .readFileSync(path.resolve(__dirname, '../../../../documents/politica-de-confidentialitate.md'), 'utf8')
  .replace(/\s+/g, ' ');

/** The policy's bullet that starts with `**heading**`, up to the next bullet or heading. */
function bullet(heading: string): string {
  const start = POLICY.indexOf(`- **${heading}**`);
  if (start < 0) throw new Error(`no bullet "${heading}" in the privacy policy`);
  const rest = POLICY.slice(start + 2);
  const end = rest.search(/ - \*\*| ## /);
  return end < 0 ? rest : rest.slice(0, end);
}

/** How the policy names each field a Romanian form asks (a topic's box is one of "subiectele alese"). */
const NAMED_AS: Record<string, string> = {
  first_name: 'prenumele',
  last_name: 'numele',
  email: 'adresa de e-mail',
  phone: 'numărul de telefon',
  organisation: 'școala sau organizația',
  message: 'mesajul dumneavoastră',
  akkoord: 'acordul dumneavoastră',
  ...Object.fromEntries(NEWSLETTER_TOPICS.map((topic) => [topic.key, 'subiectele alese'])),
};

/** The form's fields the policy does not name in its bullet. */
function unnamed(fields: readonly string[], text: string): string[] {
  return fields.filter((field) => {
    const name = NAMED_AS[field];
    return name === undefined || !new RegExp(`(^|[\\s:,(])${name}([\\s,.;)]|$)`, 'u').test(text);
  });
}

// The newsletter schema is a pipe whose first item is the object with the fields.
const newsletterFields = () => {
  const [object] = newsletterSchema.pipe;
  return Object.keys(object.entries);
};

describe('the Romanian privacy policy', () => {
  it('names every field of the contact form', () => {
    const fields = Object.keys(contactFormSchema.entries);
    expect(fields).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'message']));
    expect(unnamed(fields, bullet('Formularul de contact'))).toEqual([]);
  });

  it('names every field of the newsletter sign-up', () => {
    expect(unnamed(newsletterFields(), bullet('Abonarea la newsletter'))).toEqual([]);
  });

  it('would notice a field it does not name', () => {
    expect(unnamed(['phone', 'job_title'], 'prenumele și numele')).toEqual(['phone', 'job_title']);
  });
});
