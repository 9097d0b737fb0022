import type { LoadContext, Plugin } from '@docusaurus/types';
import { PRODUCT_SPELLINGS } from '../../src/data/productNames';
import { spellingMessage, spellingProblems } from './check';
import { collectTexts } from './collect';

/**
 * Stops the build (and the dev server) when a product is spelled another way than its one spelling
 * (src/data/productNames.ts) in a page, post, document, translation, menu or mail.
 */
export default function productNamesPlugin(context: LoadContext): Plugin {
  return {
    name: 'product-names',
    loadContent() {
      const problems = spellingProblems(collectTexts(context.siteDir), PRODUCT_SPELLINGS);
      if (problems.length > 0) throw new Error(spellingMessage(problems));
    },
  };
}
