import React from 'react';
import { formatPoints, LINE_BASE, LINE_BOX, linePoints } from './timelineMath';
import styles from './styles.module.css';

/** The drawn line over the timeline: a faint full track and the part drawn so far, which follows the scroll. */
export default function TimelineLine({ position }: { position: number }) {
  return (
    <svg
      className={styles.line}
      viewBox={`0 0 ${LINE_BOX.width} ${LINE_BOX.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <polyline className={styles.lineTrack} points={formatPoints(LINE_BASE)} />
      <polyline className={styles.lineDrawn} points={formatPoints(linePoints(position))} data-testid="timeline-line" />
    </svg>
  );
}
