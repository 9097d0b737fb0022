/**
 * Compiles the mails' MJML layout (server/mail/layout.mjml) into the template module the outbox
 * worker fills at send time (server/mail/compiled/layout.ts), so `mjml` is a development tool and
 * never runs in production. `npm run mail:compile` writes it; a test fails when the committed
 * module differs from what this makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import mjml2html from 'mjml';

const ROOT = path.resolve(__dirname, '..');
export const LAYOUT_SOURCE = path.join(ROOT, 'server/mail/layout.mjml');
export const COMPILED_LAYOUT = path.join(ROOT, 'server/mail/compiled/layout.ts');

const MARKER = /\{\{([#/]?)(\w+)\}\}/g;

/**
 * The blocks of compiled HTML by name, `page` for the whole: each with its inner blocks replaced by
 * a slot of their name.
 */
export function blocksOf(html: string): Map<string, string> {
  const blocks = new Map<string, string>();
  const open = [{ name: 'page', text: '' }];
  let from = 0;
  for (const match of html.matchAll(MARKER)) {
    const [marker, kind, name] = match;
    const current = open[open.length - 1];
    current.text += html.slice(from, match.index);
    from = match.index + marker.length;
    if (kind === '#') {
      current.text += `{{${name}}}`;
      open.push({ name, text: '' });
    } else if (kind === '/') {
      if (current.name !== name) throw new Error(`layout: {{/${name}}} closes {{#${current.name}}}`);
      open.pop();
      if (blocks.has(name) || name === 'page') throw new Error(`layout: two blocks named ${name}`);
      blocks.set(name, current.text);
    } else {
      current.text += marker;
    }
  }
  if (open.length !== 1) throw new Error(`layout: {{#${open[open.length - 1].name}}} is never closed`);
  blocks.set('page', open[0].text + html.slice(from));
  return blocks;
}

/** A block cut at its slots, as the module declares it. */
function templateSource(name: string, text: string): string {
  const pieces = text.split(/\{\{(\w+)\}\}/);
  const parts = pieces.filter((_, index) => index % 2 === 0);
  const slots = pieces.filter((_, index) => index % 2 === 1);
  const stray = parts.find((part) => /\{\{|\}\}/.test(part));
  if (stray !== undefined) throw new Error(`layout: a marker MJML changed in block ${name}: ${stray}`);
  const slotType = [...new Set(slots)].map((slot) => `'${slot}'`).join(' | ') || 'never';
  return `export const ${name}: Template<${slotType}> = ${JSON.stringify({ parts, slots }, null, 2)};`;
}

/** The source of compiled/layout.ts (left out of Prettier: it is written here, never by hand). */
export function compiledLayout(): string {
  const { html, errors } = mjml2html(fs.readFileSync(LAYOUT_SOURCE, 'utf8'), {
    validationLevel: 'soft',
    keepComments: false,
  });
  if (errors.length > 0) throw new Error(`layout: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return (
    [
      '// Compiled from ../layout.mjml by `npm run mail:compile`: do not edit. A test fails when it is out of date.',
      "import type { Template } from '../template';",
      ...[...blocksOf(html)].map(([name, text]) => templateSource(name, text)),
    ].join('\n\n') + '\n'
  );
}

if (require.main === module) {
  fs.writeFileSync(COMPILED_LAYOUT, compiledLayout());
  console.log(`wrote ${path.relative(ROOT, COMPILED_LAYOUT)}`);
}
