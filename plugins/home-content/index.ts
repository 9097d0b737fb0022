import path from 'node:path';
import * as v from 'valibot';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { loadHomeContent } from './load';
import type { HomeContent, HomeContentOptions } from './types';

export type { HomeContent, HomeContentOptions } from './types';

const optionsSchema = v.strictObject({
  id: v.optional(v.string(), 'default'),
  path: v.optional(v.pipe(v.string(), v.nonEmpty()), 'content/home'),
  component: v.optional(v.pipe(v.string(), v.nonEmpty()), '@site/src/pages/_components/HomePage'),
});

/**
 * Loads the home page's slides, highlights and timeline questions from
 * `<path>/<locale>.json`, validates them at build time (a wrong field stops the
 * build, naming file and field) and adds the home route with them as its
 * `content` prop: the data ships with the home page only, not with every page.
 */
export default function homeContentPlugin(context: LoadContext, rawOptions: unknown): Plugin<HomeContent> {
  // Docusaurus hands options in untyped; they passed validateOptions, so parsing again only types them.
  const options: HomeContentOptions = v.parse(optionsSchema, rawOptions ?? {});
  const locale = context.i18n.currentLocale;
  return {
    name: 'home-content',
    getPathsToWatch: () => [path.join(context.siteDir, options.path, '*.json')],
    loadContent: () => loadHomeContent(context.siteDir, options.path, locale),
    contentLoaded: ({ content, actions }) => {
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: options.component,
        props: { content },
        metadata: { sourceFilePath: path.join(options.path, `${locale}.json`) },
      });
    },
  };
}

/** Docusaurus types this hook generically; what it returns is this plugin's options, defaults filled in. */
export function validateOptions<T, U>({ options }: OptionValidationContext<T, U>): U {
  const result = v.safeParse(optionsSchema, options ?? {});
  if (!result.success) throw new Error(`home-content plugin options: ${v.summarize(result.issues)}`);
  return result.output as U;
}

homeContentPlugin.validateOptions = validateOptions;
