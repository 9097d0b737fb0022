import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

export type ImageTextProps = {
  title: string;
  /** The text; the children may be used instead (for markdown). */
  text?: string;
  link?: string;
  linkText?: string;
  image: string;
  alt?: string;
  /** Size category of the image; landscape-medium unless told. */
  size?: string;
  children?: ReactNode;
};

/** A section with an image beside the title, text and an optional link button. */
export default function ImageText({
  title,
  text,
  link,
  linkText,
  image,
  alt,
  size = 'landscape-medium',
  children,
}: ImageTextProps) {
  return (
    <section className={styles.section}>
      <div className={styles.media}>
        <Image src={image} alt={alt} size={size} className={styles.image} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {text ? <p>{text}</p> : children}
        {link && linkText && (
          <Link to={link} className="button button--primary">
            {linkText}
          </Link>
        )}
      </div>
    </section>
  );
}
