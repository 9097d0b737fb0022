import fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { withAtomLanguage } from './language';

const optionsSchema = v.strictObject({
  /** The locale whose build has the feeds (the Romanian site has no news). */
  locale: v.pipe(v.string(), v.nonEmpty()),
  /** The Atom feeds to mark, relative to that locale's build folder. */
  atomFeeds: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.nonEmpty()),
  /** The feeds' language, e.g. 'nl'. */
  language: v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/)),
});

export type FeedLanguageOptions = v.InferOutput<typeof optionsSchema>;

/**
 * After the build, names the language of the Atom feeds (`xml:lang` on `<feed>`), which the
 * blog plugin's feed library cannot. A feed that is missing stops the build.
 */
export default function feedLanguagePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options: FeedLanguageOptions = v.parse(optionsSchema, rawOptions);
  return {
    name: 'feed-language',
    async postBuild({ outDir }) {
      if (context.i18n.currentLocale !== options.locale) return;
      await Promise.all(
        options.atomFeeds.map(async (feed) => {
          const file = path.join(outDir, feed);
          const xml = await fs.readFile(file, 'utf8');
          await fs.writeFile(file, withAtomLanguage(xml, options.language));
        }),
      );
    },
  };
}

/** Docusaurus types this hook generically; what it returns is this plugin's options. */
export function validateOptions<T, U>({ options }: OptionValidationContext<T, U>): U {
  const result = v.safeParse(optionsSchema, options);
  if (!result.success) throw new Error(`feed-language plugin options: ${v.summarize(result.issues)}`);
  return result.output as U;
}

feedLanguagePlugin.validateOptions = validateOptions;
