// The classic theme's translations come for every string of every theme component (82 in Dutch),
// and all of them are bundled into main.js. The browser code of this site uses a few: those named
// in theme-translation-ids.json. The loader keeps only those theme strings (the site's own are
// left alone); the build check fails a build whose browser code uses a theme string the list
// lacks, so no string ever falls back to the theme's English.
// CommonJS, as webpack and Rspack load loaders with require().
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

const IDS_FILE = path.join(__dirname, 'theme-translation-ids.json');
const THEME_PREFIX = 'theme.';

const listedIds = () => new Set(JSON.parse(fs.readFileSync(IDS_FILE, 'utf8')));

/** Webpack loader for the browser's copy of the code translations (JSON). */
function codeTranslationsLoader(source) {
  this.addDependency?.(IDS_FILE);
  const listed = listedIds();
  // In a locale other than the default one, the site strings its calls carry themselves (inline-translations.js).
  const inlined = new Set(this.getOptions?.()?.inlined ?? []);
  const messages = JSON.parse(source);
  const kept = Object.entries(messages).filter(([id]) =>
    id.startsWith(THEME_PREFIX) ? listed.has(id) : !inlined.has(id),
  );
  return JSON.stringify(Object.fromEntries(kept));
}

/**
 * The theme string ids a built script uses: `"theme.…"` literals as translate() and <Translate>
 * calls carry them, not those followed by a colon (keys of the translations themselves).
 */
function usedThemeIds(code) {
  return new Set([...code.matchAll(/["'](theme\.[\w.-]+)["'](?!\s*:)/g)].map((match) => match[1]));
}

/** Ids of `used` that the list lacks. */
function unlistedIds(used) {
  const listed = listedIds();
  return [...used].filter((id) => !listed.has(id)).sort();
}

module.exports = codeTranslationsLoader;
module.exports.usedThemeIds = usedThemeIds;
module.exports.unlistedIds = unlistedIds;
module.exports.IDS_FILE = IDS_FILE;
