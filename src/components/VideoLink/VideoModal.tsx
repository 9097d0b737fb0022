import React from 'react';
import Modal from '@site/src/components/Modal';
import styles from './styles.module.css';

/** The player in a dialog: 640×360 on wide screens, full width minus 40px at 16:9 up to 768px. */
export default function VideoModal({
  embedUrl,
  title,
  onClose,
}: {
  embedUrl: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal title={title} hideTitle onClose={onClose} variant="video">
      <div className={styles.player}>
        <iframe
          className={styles.frame}
          src={embedUrl}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Modal>
  );
}
