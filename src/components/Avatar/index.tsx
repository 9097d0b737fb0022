import React from 'react';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

export type AvatarProps = { src: string; alt?: string; name?: string };

/** A round portrait with an optional name under it. */
export default function Avatar({ src, alt, name }: AvatarProps) {
  return (
    <figure className={styles.avatar}>
      {/* With a name under it, the photo needs no text of its own unless the editor gives one. */}
      <Image src={src} alt={alt ?? (name ? '' : undefined)} size="square-small" className={styles.photo} />
      {name && <figcaption className={styles.name}>{name}</figcaption>}
    </figure>
  );
}
