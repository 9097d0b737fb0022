import React from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { altFromFileName, resolveImageSrc } from './resolveImage';
import { DEFAULT_SIZE, IMAGE_SIZES, isImageSize, type ImageSize } from './sizes';
import styles from './styles.module.css';

export type ImageProps = {
  src: string;
  /** Left out: made from the file name. An empty string marks a decorative image. */
  alt?: string;
  caption?: string;
  /** Size category: picks the `~/` folder and the reserved box. */
  size?: ImageSize | string;
  /** Override the reserved box (pixels); both default to the size category's. */
  width?: number;
  height?: number;
  /** Images at the top of a page load at once; everything else lazily. */
  eager?: boolean;
  className?: string;
};

/**
 * The image helper of the content blocks: resolves `~/` and bare names, always
 * sets width and height (so nothing shifts while it loads), lazy-loads, and
 * derives the alt text from the file name when none is given.
 */
export default function Image({ src, alt, caption, size, width, height, eager = false, className }: ImageProps) {
  const category: ImageSize = size && isImageSize(size) ? size : DEFAULT_SIZE;
  const box = IMAGE_SIZES[category];
  const url = useBaseUrl(resolveImageSrc(src, category));
  const image = (
    <img
      className={clsx(
        styles.image,
        // The category's ratio wins over the file's own, so a differently shaped file cannot shift the page.
        width === undefined && height === undefined && styles[category.replace(/-[\s\S]*$/, '')],
        !caption && className,
      )}
      src={url}
      alt={alt ?? altFromFileName(src)}
      width={width ?? box.width}
      height={height ?? box.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  if (!caption) return image;
  return (
    <figure className={clsx(styles.figure, className)}>
      {image}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
