import type { BlogPost, ProcessBlogPostsFn } from '@docusaurus/plugin-content-blog';
import type { IsoDate } from '../../src/domain/dates';

/**
 * How a build treats content that is not public yet (drafts, posts dated after the build day):
 * `production` leaves it out, `preview` (npm run preview) builds it as unlisted pages with a banner,
 * `dev` (npm run dev) shows everything, as Docusaurus does with drafts there.
 */
export type PublicationMode = 'production' | 'preview' | 'dev';

/** The variable `npm run preview` sets for its build. */
export const PREVIEW_VARIABLE = 'AMN_PREVIEW';

export function publicationMode(env: NodeJS.ProcessEnv = process.env): PublicationMode {
  if (env[PREVIEW_VARIABLE] === 'true') return 'preview';
  return env.NODE_ENV === 'production' ? 'production' : 'dev';
}

/** The day a post is published on: the calendar day of its date (Docusaurus reads dates as UTC). */
export function publicationDay(post: BlogPost): IsoDate {
  return new Date(post.metadata.date).toISOString().slice(0, 10);
}

/** The front matter field a scheduled post carries in dev and the preview (its banner: "Gepland voor …"). */
export const SCHEDULED_FIELD = 'scheduled_for';

/**
 * Marks a post as scheduled for its banner and, in the preview, unlisted the way the blog plugin and
 * its feeds read it (metadata and front matter).
 */
function scheduled(post: BlogPost, mode: 'preview' | 'dev'): BlogPost {
  const unlisted = mode === 'preview';
  const frontMatter = { ...post.metadata.frontMatter, [SCHEDULED_FIELD]: publicationDay(post) };
  return {
    ...post,
    metadata: unlisted
      ? { ...post.metadata, unlisted, frontMatter: { ...frontMatter, unlisted } }
      : { ...post.metadata, frontMatter },
  };
}

/**
 * The blog's `processBlogPosts` step for posts on their day: a post dated after `buildDay` is left
 * out of a production build (so out of the lists, feeds, sitemap, search index and routes; the daily
 * rebuild publishes it on its day), is an unlisted page in the preview, and stays listed in dev; in
 * both it carries its day for the banner.
 */
export function scheduledPosts(buildDay: () => IsoDate, mode: () => PublicationMode): ProcessBlogPostsFn {
  return async ({ blogPosts }) => {
    const day = buildDay();
    const current = mode();
    return blogPosts.flatMap((post) => {
      if (publicationDay(post) <= day) return [post];
      return current === 'production' ? [] : [scheduled(post, current)];
    });
  };
}

/** Runs `processBlogPosts` steps one after the other (a step returning nothing keeps the posts). */
export function inSequence(...steps: ProcessBlogPostsFn[]): ProcessBlogPostsFn {
  return async ({ blogPosts }) => {
    let posts = blogPosts;
    for (const step of steps) posts = (await step({ blogPosts: posts })) ?? posts;
    return posts;
  };
}
