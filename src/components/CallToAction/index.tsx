import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type CallToActionProps = {
  title: string;
  link: string;
  link_text: string;
  /** Shown as a card with a background instead of a plain band. */
  card?: boolean;
  /** Leaves out the space below, e.g. right before the footer. */
  remove_bottom_padding?: boolean;
  children?: ReactNode;
};

/** A section that invites one action: title, optional text and a button. */
export default function CallToAction({
  title,
  link,
  link_text,
  card = false,
  remove_bottom_padding = false,
  children,
}: CallToActionProps) {
  return (
    <section className={clsx(styles.section, card && styles.card, remove_bottom_padding && styles.noBottomPadding)}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{title}</h2>
        {children && <div className={styles.text}>{children}</div>}
        <Link to={link} className={clsx('button', card ? 'button--primary' : 'button--secondary', styles.button)}>
          {link_text}
        </Link>
      </div>
    </section>
  );
}
