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
      <StepButton
        onClick={onPrevious}
        slidesId={slidesId}
        label={translate({ id: 'home.carousel.previous', message: 'Vorige dia' })}
        arrow="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z"
      />
      <StepButton
        onClick={onNext}
        slidesId={slidesId}
        label={translate({ id: 'home.carousel.next', message: 'Volgende dia' })}
        arrow="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z"
      />
    </div>
  );
}

/** A button to the previous or next slide, its arrow drawn by `arrow` (an SVG path). */
function StepButton({
  onClick,
  slidesId,
  label,
  arrow,
}: {
  onClick: () => void;
  slidesId: string;
  label: string;
  arrow: string;
}) {
  return (
    <button type="button" className={styles.control} onClick={onClick} aria-controls={slidesId} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={arrow} />
      </svg>
    </button>
  );
}
