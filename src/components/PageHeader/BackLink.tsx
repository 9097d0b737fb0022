import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The 'back to the list' link above a news article's or a vacancy's title. */
export default function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={styles.backLink}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {children}
    </Link>
  );
}
