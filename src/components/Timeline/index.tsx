import React, { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { usePrefersReducedMotion } from '@site/src/hooks/usePrefersReducedMotion';
import { PHASE_SCENES, phaseLabels } from './phaseLabels';
import TimelineItem from './TimelineItem';
import TimelineLine from './TimelineLine';
import { activeIndex, firstItemOfPhase, phaseOfItem, scrollPosition, TIMELINE_PHASES } from './timelineMath';
import type { TimelineQuestion } from './types';
import styles from './styles.module.css';

export type { TimelineQuestion, Referral } from './types';

type Props = { questions: TimelineQuestion[] };
type Scroll = { left: number; width: number };

const TAB_KEYS: Record<string, (phase: number, count: number) => number> = {
  ArrowRight: (phase, count) => (phase + 1) % count,
  ArrowLeft: (phase, count) => (phase - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The timeline: a horizontal track of question popups, one per
 * view, with tabs per phase, previous/next arrows and dots. What is active
 * follows the track's scroll position; every control only scrolls the track.
 */
export default function Timeline({ questions }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  /** The item a control scrolled to, until the scroll settles: quick repeated arrow clicks keep counting from it. */
  const pending = useRef<number | null>(null);
  const [scroll, setScroll] = useState<Scroll>({ left: 0, width: 0 });
  const reducedMotion = usePrefersReducedMotion();
  const { withBaseUrl } = useBaseUrlUtils();
  const baseId = useId();
  const labels = phaseLabels();
  const count = questions.length;
  const active = activeIndex(scroll.left, scroll.width, count);
  const activePhase = phaseOfItem(active);

  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    const update = () => {
      const next = { left: element.scrollLeft, width: element.clientWidth };
      setScroll((previous) => (previous.left === next.left && previous.width === next.width ? previous : next));
    };
    const settle = () => {
      pending.current = null;
    };
    element.addEventListener('scroll', update, { passive: true });
    element.addEventListener('scrollend', settle);
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      element.removeEventListener('scrollend', settle);
      window.removeEventListener('resize', update);
    };
  }, []);

  const scrollToItem = (index: number) => {
    const element = track.current;
    if (!element) return;
    const target = Math.min(Math.max(index, 0), count - 1);
    pending.current = target;
    element.scrollTo({ left: target * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, phase: number) => {
    const move = TAB_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(phase, TIMELINE_PHASES.length);
    tabs.current[target]?.focus();
    scrollToItem(firstItemOfPhase(target));
  };

  const tabId = (phase: number) => `${baseId}-tab-${phase}`;
  const panelId = (phase: number) => `${baseId}-panel-${phase}`;
  const atStart = active === 0;
  const atEnd = active === count - 1;
  const step = (delta: number) => scrollToItem((pending.current ?? active) + delta);

  return (
    <div className={styles.timeline}>
      <div
        role="tablist"
        aria-label={translate({ id: 'home.timeline.tabs', message: 'Fasen' })}
        className={styles.tabs}
      >
        {TIMELINE_PHASES.map((phase, index) => (
          <button
            key={phase.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-controls={panelId(index)}
            aria-selected={index === activePhase}
            tabIndex={index === activePhase ? 0 : -1}
            className={clsx(styles.tab, index === activePhase && styles.tabActive)}
            onClick={() => scrollToItem(phase.first)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {labels[phase.id]}
          </button>
        ))}
      </div>

      <div className={styles.frame}>
        <TimelineLine position={scrollPosition(scroll.left, scroll.width)} />
        <div ref={track} className={styles.track} data-testid="timeline-track">
          {TIMELINE_PHASES.map((phase, index) => (
            <div
              key={phase.id}
              role="tabpanel"
              id={panelId(index)}
              aria-labelledby={tabId(index)}
              className={styles.phase}
            >
              {questions.slice(phase.first, phase.last + 1).map((question, offset) => (
                <TimelineItem
                  key={phase.first + offset}
                  question={question}
                  scene={withBaseUrl(PHASE_SCENES[phase.id])}
                  index={phase.first + offset}
                />
              ))}
            </div>
          ))}
        </div>
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={translate({ id: 'home.timeline.previous', message: 'Vorige vraag' })}
          aria-disabled={atStart}
          onClick={() => !atStart && step(-1)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
          </svg>
        </button>
        <ul className={styles.dots}>
          {questions.map((question, index) => (
            <li key={index}>
              <button
                type="button"
                className={clsx(styles.dot, index === active && styles.dotActive)}
                aria-label={translate(
                  { id: 'home.timeline.dot', message: 'Vraag {position} van {count}' },
                  { position: index + 1, count },
                )}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => scrollToItem(index)}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.arrow}
          aria-label={translate({ id: 'home.timeline.next', message: 'Volgende vraag' })}
          aria-disabled={atEnd}
          onClick={() => !atEnd && step(1)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
