// A locale other than the default one gets the translation of every site string bundled once:
// Docusaurus puts all of them (533 in Romanian) into main.js, where every page pays for them. This
// loader writes each translation into the call that shows it instead — `translate({ id, message })`
// and `<Translate id>` with a literal id and message — so a string travels in the chunk that uses
// it, and the code translations keep only what no call carries (theme-translations.js).
// CommonJS, as webpack and Rspack load loaders with require().
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@babel/parser');
/* eslint-enable @typescript-eslint/no-require-imports */

const PARSER_PLUGINS = ['typescript', 'jsx'];

/** A string literal's text, or a template literal's without placeholders; else null. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  return null;
}

const propertyNamed = (object, name) =>
  object.properties.find(
    (property) =>
      property.type === 'ObjectProperty' &&
      !property.computed &&
      (property.key.name === name || property.key.value === name),
  );

/** A `translate({ id, message })` call's parts, or null when either is not a literal. */
function translateCall(node) {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'translate')
    return null;
  const [options] = node.arguments;
  if (options?.type !== 'ObjectExpression') return { id: null };
  const id = literalText(propertyNamed(options, 'id')?.value);
  const message = propertyNamed(options, 'message')?.value;
  if (id === null || literalText(message) === null) return { id };
  return { id, start: message.start, end: message.end, wrap: (text) => JSON.stringify(text) };
}

/** A `<Translate id="…">message</Translate>` element's parts, or null when either is not a literal. */
function translateElement(node) {
  if (node.type !== 'JSXElement') return null;
  const name = node.openingElement.name;
  if (name.type !== 'JSXIdentifier' || name.name !== 'Translate') return null;
  const idAttribute = node.openingElement.attributes.find(
    (attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'id',
  );
  const id = literalText(idAttribute?.value);
  const children = node.children.filter((child) => !(child.type === 'JSXText' && child.value.trim() === ''));
  if (id === null || children.length !== 1) return { id };
  const [child] = children;
  if (child.type !== 'JSXText' && literalText(child) === null) return { id };
  return { id, start: child.start, end: child.end, wrap: (text) => `{${JSON.stringify(text)}}` };
}

/** Every translate call and Translate element in `code` (an element before the calls inside it). */
function translationSites(code, file) {
  const sites = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    const site = translateCall(node) ?? translateElement(node);
    if (site) sites.push(site);
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parse(code, { sourceType: 'module', plugins: PARSER_PLUGINS, sourceFilename: file }).program);
  return sites;
}

const readTranslations = (file) =>
  Object.fromEntries(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([id, { message }]) => [id, message]),
  );

/** Webpack loader for the site's own code: `code` with the locale's translations written into its calls. */
function inlineTranslationsLoader(code) {
  const { translationsFile } = this.getOptions();
  this.addDependency?.(translationsFile);
  if (!/\bTranslate\b|\btranslate\(/.test(code)) return code;
  const translations = readTranslations(translationsFile);
  let result = code;
  // From the end back, so every replacement leaves the places of those before it (calls nest).
  const sites = translationSites(code, this.resourcePath)
    .filter((site) => site.start !== undefined && site.id in translations)
    .sort((a, b) => b.start - a.start);
  for (const site of sites) {
    result = result.slice(0, site.start) + site.wrap(translations[site.id]) + result.slice(site.end);
  }
  return result;
}

/**
 * The ids every call of the site's code under `dirs` carries with its message as literals: the
 * loader writes those in, so the code translations need not hold them. An id also used where the
 * loader cannot write it (a computed message) stays out.
 */
function inlinedIds(dirs) {
  const inlined = new Set();
  const kept = new Set();
  for (const dir of dirs) {
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(tsx?|jsx?)$/.test(entry.name) || entry.parentPath.includes('__tests__')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const code = fs.readFileSync(file, 'utf8');
      if (!/\bTranslate\b|\btranslate\(/.test(code)) continue;
      for (const site of translationSites(code, file)) {
        if (site.id === null) continue;
        (site.start === undefined ? kept : inlined).add(site.id);
      }
    }
  }
  return new Set([...inlined].filter((id) => !kept.has(id)));
}

module.exports = inlineTranslationsLoader;
module.exports.inlinedIds = inlinedIds;
module.exports.translationSites = translationSites;
