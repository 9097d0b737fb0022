import React, { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import VisuallyHidden, { visuallyHiddenClass } from '@site/src/components/VisuallyHidden';
import { trapFocus } from './focusTrap';
import { lockScroll } from './scrollLock';
import styles from './styles.module.css';

export type ModalProps = {
  /** The dialog's accessible name (shown as its heading unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** 'video' sizes the panel to the player; 'content' is a readable text panel. */
  variant?: 'content' | 'video';
};

/**
 * The shared dialog of the blocks. Mounted only while open (so what it holds,
 * such as a video frame, loads only then). While open: the page does not
 * scroll, focus stays inside, Escape and a click on the overlay close it, and
 * on close focus goes back to where it was.
 */
export default function Modal({ title, hideTitle = false, onClose, children, variant = 'content' }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const release = panel.current ? trapFocus(panel.current) : () => undefined;
    panel.current?.querySelector<HTMLElement>('[data-modal-close]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
      unlock();
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      className={styles.overlay}
      data-testid="modal-overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={clsx(styles.panel, variant === 'video' && styles.videoPanel)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={clsx(styles.title, hideTitle && visuallyHiddenClass)}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} data-modal-close>
            <span aria-hidden="true">×</span>
            <VisuallyHidden>{translate({ id: 'modal.close', message: 'Sluiten' })}</VisuallyHidden>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
