import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { productState } from '@site/src/domain/rounds/state';
import RoundStateText, { useRoundDay } from '../RoundState';
import type { Slide, SlideRound } from './types';
import styles from './styles.module.css';

type Props = {
  slide: Slide;
  /** Absolute path of the image, with the locale's base URL. */
  src: string;
  position: number;
  count: number;
  active: boolean;
};

/** Image sizes of the header art; the CSS covers the carousel with it, these keep its box known before load. */
export const SLIDE_IMAGE_SIZE = { width: 1600, height: 640 } as const;

/** A subtitle that says where the round stands on the day of the visit (all states take the same space). */
function RoundSubtitle({ round }: { round: SlideRound }) {
  const state = productState(round, useRoundDay());
  return (
    <p className={styles.subtitle}>
      <RoundStateText state={state} texts={round.subtitles} />
    </p>
  );
}

/** One slide: a labelled group ('2 van 3'), hidden from everyone while another slide shows. */
export default function CarouselSlide({ slide, src, position, count, active }: Props) {
  const first = position === 1;
  return (
    <div
      role="group"
      aria-roledescription={translate({ id: 'home.carousel.slide', message: 'dia' })}
      aria-label={translate({ id: 'home.carousel.slideLabel', message: '{position} van {count}' }, { position, count })}
      aria-hidden={!active}
      inert={!active}
      className={clsx(styles.slide, active && styles.slideActive)}
    >
      <img
        className={styles.image}
        src={src}
        alt={slide.image_alt}
        width={SLIDE_IMAGE_SIZE.width}
        height={SLIDE_IMAGE_SIZE.height}
        // The first image is the page's largest paint: load it at once, the rest when needed.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className={styles.text}>
        <div className={styles.panel}>
          <h2 className={styles.title}>{slide.title}</h2>
          {slide.round ? (
            <RoundSubtitle round={slide.round} />
          ) : (
            slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>
          )}
          {slide.link_text && slide.link_url && (
            <Link className={clsx('button button--primary button--lg', styles.button)} to={slide.link_url}>
              {slide.link_text}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
