import React, { useRef, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import Image from '@site/src/components/Image';
import { slideIndex } from './slideIndex';
import styles from './styles.module.css';

export type Slide = { src: string; alt?: string };

/** Images side by side in a snapping strip; the dots follow the scroll position and scroll to their image. */
export default function Slideshow({ slides, size }: { slides: Slide[]; size: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const onScroll = () => {
    const element = track.current;
    if (element) setActive(slideIndex(element.scrollLeft, element.clientWidth, slides.length));
  };

  const goTo = (index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className={styles.slideshow}>
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={translate({ id: 'contentCard.slideshow.label', message: 'Fotoserie' })}
      >
        {slides.map((slide, index) => (
          <div key={`${slide.src}-${index}`} className={styles.slide}>
            <Image src={slide.src} alt={slide.alt} size={size} className={styles.image} />
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {slides.map((slide, index) => (
          <button
            key={`${slide.src}-${index}`}
            type="button"
            className={styles.dot}
            aria-label={translate(
              { id: 'contentCard.slideshow.dot', message: 'Afbeelding {number} van {total}' },
              { number: index + 1, total: slides.length },
            )}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
