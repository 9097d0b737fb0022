import React, { lazy, Suspense, useState, type ReactNode } from 'react';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

// The dialog's code loads only when a card is opened.
const Modal = lazy(() => import('@site/src/components/Modal'));

export type BusinessCardProps = {
  src: string;
  alt?: string;
  title: string;
  position?: string;
  /** The story shown in the dialog. */
  children?: ReactNode;
};

/**
 * A person's card (photo, name, position). A click opens a dialog with the
 * same details and the story; the page behind does not scroll while it is open.
 */
export default function BusinessCard({ src, alt, title, position, children }: BusinessCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.card}>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Image src={src} alt={alt ?? ''} size="square-small" className={styles.photo} />
        <span className={styles.name}>{title}</span>
        {position && <span className={styles.position}>{position}</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Modal title={title} onClose={() => setOpen(false)}>
            <div className={styles.details}>
              <Image src={src} alt={alt} size="square-small" className={styles.modalPhoto} />
              {position && <p className={styles.position}>{position}</p>}
            </div>
            {children && <div className={styles.body}>{children}</div>}
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
