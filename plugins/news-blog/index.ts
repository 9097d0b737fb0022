import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import pluginContentBlog, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { BlogContent, PluginOptions } from '@docusaurus/plugin-content-blog';
import { withAtomLanguage } from './language';

/**
 * The blog plugin as it is, without the authors' list page (a post names its authors itself; a list
 * of three names and a count is no page a reader needs, and its old address redirects to the news,
 * server/static/redirects.ts), plus one step after its feeds are written: the Atom feed names its
 * language (`xml:lang` on `<feed>`, from `feedOptions.language`), which the feed library it uses
 * cannot. A wrapper, not a plugin beside it: plugins run their postBuild at the same time, so only
 * here is the feed certain to exist.
 */
export default async function newsBlogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const blog = await pluginContentBlog(context, options);
  const { language, type } = options.feedOptions;
  return {
    ...blog,
    async contentLoaded(args) {
      const authorsList = path.posix.join('/', context.baseUrl, options.routeBasePath, options.authorsBasePath);
      const addRoute = (route: RouteConfig) => {
        if (route.path.replace(/\/$/, '') !== authorsList) args.actions.addRoute(route);
      };
      await blog.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
    },
    async postBuild(props) {
      await blog.postBuild?.(props);
      if (!language || !type?.includes('atom')) return;
      const atom = path.join(props.outDir, options.routeBasePath, 'atom.xml');
      await fs.writeFile(atom, withAtomLanguage(await fs.readFile(atom, 'utf8'), language));
    },
  };
}

newsBlogPlugin.validateOptions = validateOptions;
