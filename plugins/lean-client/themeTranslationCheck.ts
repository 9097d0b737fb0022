import { createRequire } from 'node:module';
import type { WebpackPluginInstance } from 'webpack';
import { scriptCheck, type Bundler } from './scriptCheck';

const require = createRequire(__filename);
const { usedThemeIds, unlistedIds } = require('./theme-translations.js') as {
  usedThemeIds: (code: string) => Set<string>;
  unlistedIds: (used: Set<string>) => string[];
};

/**
 * Fails the browser build when its scripts use a theme string that theme-translation-ids.json
 * does not list: the loader would have left its translation out, and the browser would show the
 * theme's English text.
 */
export function themeTranslationCheck(bundler: Bundler): WebpackPluginInstance {
  return scriptCheck(bundler, 'lean-client-theme-translations', (scripts) => {
    const used = new Set(scripts.flatMap(({ code }) => [...usedThemeIds(code)]));
    const missing = unlistedIds(used);
    return missing.length === 0
      ? null
      : `The browser code uses theme strings that plugins/lean-client/theme-translation-ids.json does not list: ${missing.join(', ')}. Add them there.`;
  });
}
