import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { collectContentFiles } from './collect';
import { checkPageFrontMatter, checkPostFrontMatter, type StaticFileExists } from './rules';

/** A site path resolved against the site's static folders, the way Docusaurus copies them into the build. */
export function staticFileExists(siteDir: string, staticDirectories: string[]): StaticFileExists {
  return (sitePath) =>
    staticDirectories.some((dir) => {
      const file = path.join(path.resolve(siteDir, dir), decodeURI(sitePath));
      return fs.existsSync(file) && fs.statSync(file).isFile();
    });
}

/**
 * Checks the front matter of every doc, MDX page and news post once all content
 * is loaded, and stops the build (and the dev server) with one line per problem,
 * naming the file and the field, so an editor cannot publish a page without its
 * title, description, keywords or image, or a post without a known category.
 */
export default function frontMatterCheckPlugin(context: LoadContext): Plugin {
  const fileExists = staticFileExists(context.siteDir, context.siteConfig.staticDirectories);
  return {
    name: 'front-matter-check',
    allContentLoaded({ allContent }) {
      const lines = collectContentFiles(allContent).flatMap(({ kind, source, frontMatter }) => {
        const problems = (kind === 'post' ? checkPostFrontMatter : checkPageFrontMatter)(frontMatter, fileExists);
        return problems.map(({ field, message }) => `- ${source}: ${field} ${message}`);
      });
      if (lines.length > 0) {
        throw new Error(
          `Front matter onvolledig (${context.i18n.currentLocale}); zie EDITORS.md:\n${[...new Set(lines)].join('\n')}`,
        );
      }
    },
  };
}
