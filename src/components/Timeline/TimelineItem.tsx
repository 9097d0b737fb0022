import React, { useId } from 'react';
import Link from '@docusaurus/Link';
import { SCENE_SIZE } from './phaseLabels';
import type { TimelineQuestion } from './types';
import styles from './styles.module.css';

type Props = { question: TimelineQuestion; scene: string; index: number };

/** One item of the timeline: a scene with the question popup at its top/left percentages. */
export default function TimelineItem({ question, scene, index }: Props) {
  const questionId = useId();
  return (
    <div role="group" aria-labelledby={questionId} className={styles.item} data-index={index}>
      <img
        className={styles.scene}
        src={scene}
        alt=""
        width={SCENE_SIZE.width}
        height={SCENE_SIZE.height}
        loading="lazy"
      />
      <div className={styles.popup} style={{ top: `${question.top}%`, left: `${question.left}%` }}>
        <p id={questionId} className={styles.question}>
          {question.question}
        </p>
        <ul className={styles.referrals}>
          {question.referrals.map((referral) => (
            <li key={referral.link}>
              <Link to={referral.link}>{referral.text}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
