import React from 'react';
import CardGrid, { CardGridItem } from '@site/src/components/CardGrid';
import NewsCard from '@site/src/components/NewsCard';
import { newsCategoryLabel } from '@site/src/data/newsCategories';

/** What the overview needs of a blog post (a structural slice of Docusaurus' post content). */
export type NewsPost = {
  metadata: { permalink: string; title: string; date?: string | Date; authors?: { name?: string }[] };
  frontMatter: { image?: string; image_alt?: string; category?: string } & Record<string, unknown>;
  assets?: { image?: string };
};

/** The names of a post's authors, joined for the card ('Anna de Vries, Mark Jansen'). */
function authorNames(authors: NewsPost['metadata']['authors']): string | undefined {
  const names = (authors ?? []).flatMap(({ name }) => (name ? [name] : []));
  return names.length > 0 ? names.join(', ') : undefined;
}

/** The news overview: one card per post, linking to the post's page. */
export default function NewsCards({ posts }: { posts: NewsPost[] }) {
  return (
    <CardGrid>
      {posts.map(({ metadata, frontMatter, assets }) => (
        <CardGridItem key={metadata.permalink}>
          <NewsCard
            title={metadata.title}
            link={metadata.permalink}
            image={assets?.image ?? frontMatter.image}
            imageAlt={frontMatter.image_alt}
            category={frontMatter.category && newsCategoryLabel(frontMatter.category)}
            date={metadata.date}
            author={authorNames(metadata.authors)}
          />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
