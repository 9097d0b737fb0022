import React from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  playing: boolean;
  onTogglePlaying: () => void;
  onPrevious: () => void;
  onNext: () => void;
  slidesId: string;
};

/** The rotation control first, then previous and next (the order of the ARIA carousel pattern). */
export default function CarouselControls({ playing, onTogglePlaying, onPrevious, onNext, slidesId }: Props) {
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.control}
        onClick={onTogglePlaying}
        aria-label={
          playing
            ? translate({ id: 'home.carousel.stop', message: 'Automatisch afspelen stoppen' })
            : translate({ id: 'home.carousel.start', message: 'Automatisch afspelen starten' })
        }
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
      <button
        type="button"
        className={styles.control}
        onClick={onPrevious}
        aria-controls={slidesId}
        aria-label={translate({ id: 'home.carousel.previous', message: 'Vorige dia' })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
        </svg>
      </button>
      <button
        type="button"
        className={styles.control}
        onClick={onNext}
        aria-controls={slidesId}
        aria-label={translate({ id: 'home.carousel.next', message: 'Volgende dia' })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />
        </svg>
      </button>
    </div>
  );
}
