import React, { useId, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

type HeadingLevel = 2 | 3 | 4;

export type FaqProps = {
  title?: string;
  /** Level of the questions' headings; the title is one level higher. */
  headingLevel?: HeadingLevel;
  children: ReactNode;
};

export type FaqItemProps = {
  question: string;
  children: ReactNode;
  headingLevel?: HeadingLevel;
};

const HeadingLevelContext = React.createContext<HeadingLevel>(3);

/** A list of collapsible questions; every panel opens and closes on its own, so several can be open. */
export default function Faq({ title, headingLevel = title ? 3 : 2, children }: FaqProps) {
  const Title = `h${headingLevel - 1}` as 'h2';
  return (
    <section className={styles.faq}>
      {title && <Title className={styles.title}>{title}</Title>}
      <HeadingLevelContext.Provider value={headingLevel}>
        <div className={styles.items}>{children}</div>
      </HeadingLevelContext.Provider>
    </section>
  );
}

/** One question: collapsed by default; its header button toggles the answer (Enter and Space work too). */
export function FaqItem({ question, children, headingLevel }: FaqItemProps) {
  const [open, setOpen] = useState(false);
  const contextLevel = React.useContext(HeadingLevelContext);
  const Heading = `h${headingLevel ?? contextLevel}` as 'h3';
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className={styles.item}>
      <Heading className={styles.question}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{question}</span>
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
