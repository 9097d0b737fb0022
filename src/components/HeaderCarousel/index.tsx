import React, { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { CAROUSEL_INTERVAL_MS } from '@site/src/domain/constants';
import { usePrefersReducedMotion } from '@site/src/hooks/usePrefersReducedMotion';
import CarouselControls from './CarouselControls';
import CarouselSlide from './CarouselSlide';
import { nextIndex, previousIndex } from './rotation';
import { slidesInOrder } from './order';
import { useRoundDay } from '../RoundState';
import { useParallax } from './useParallax';
import type { Slide } from './types';
import styles from './styles.module.css';

export type { Slide } from './types';

type Props = { slides: Slide[] };

/**
 * The home page's header carousel (ARIA carousel pattern): advances
 * every CAROUSEL_INTERVAL_MS and wraps; pauses while hovered or focused; starts
 * stopped for visitors who prefer reduced motion; the pause button stops it for good. The slide of
 * a product that takes registrations on the day of the visit comes first.
 */
export default function HeaderCarousel({ slides: inContentOrder }: Props) {
  const slides = slidesInOrder(inContentOrder, useRoundDay());
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's own choice through the rotation control; until then the motion preference decides. */
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice ? choice === 'play' : !reducedMotion;
  const rotating = playing && !hovered && !focused && slides.length > 1;
  const section = useRef<HTMLElement>(null);
  const slidesId = useId();
  const { withBaseUrl } = useBaseUrlUtils();
  useParallax(section, !reducedMotion);

  useEffect(() => {
    if (!rotating) return undefined;
    // A timer per shown slide: a manual step also gives the new slide its full interval.
    const timer = window.setTimeout(
      () => setIndex((current) => nextIndex(current, slides.length)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, slides.length]);

  const [firstSlide] = slides;
  if (firstSlide === undefined) return null;
  const firstImage = withBaseUrl(firstSlide.image);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      ref={section}
      className={styles.carousel}
      aria-roledescription={translate({ id: 'home.carousel.roledescription', message: 'carrousel' })}
      aria-label={translate({ id: 'home.carousel.label', message: 'Uitgelicht' })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Head>
        <link rel="preload" as="image" href={firstImage} fetchPriority="high" />
      </Head>
      {slides.length > 1 && (
        <CarouselControls
          playing={playing}
          onTogglePlaying={() => setChoice(playing ? 'stop' : 'play')}
          onPrevious={() => setIndex((current) => previousIndex(current, slides.length))}
          onNext={() => setIndex((current) => nextIndex(current, slides.length))}
          slidesId={slidesId}
        />
      )}
      <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <CarouselSlide
            key={position}
            slide={slide}
            src={withBaseUrl(slide.image)}
            position={position + 1}
            count={slides.length}
            active={position === index}
          />
        ))}
      </div>
    </section>
  );
}
