import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { STAFF_TEXTS } from '@site/src/domain/staff-texts';
import styles from './styles.module.css';

type Props = {
  /** The signed-in address, or null before logging in. */
  email: string | null;
  onLogOut?: () => void;
  busy?: boolean;
  children: ReactNode;
};

/**
 * The staff application's own frame at /beheer: a header with the workspace's name, who is signed
 * in and 'Uitloggen', and the page's main region. No public navigation, cookie banner or footer:
 * staff are not visitors of the site.
 */
export default function StaffShell({ email, onLogOut, busy = false, children }: Props) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#beheer-main">
        {STAFF_TEXTS.skipToContent}
      </a>
      <header className={styles.header}>
        <Link to="/beheer" className={styles.name}>
          {STAFF_TEXTS.workspaceName}
        </Link>
        {email && (
          <div className={styles.user}>
            <span className={styles.email}>
              <span className={styles.muted}>{STAFF_TEXTS.signedInAs} </span>
              {email}
            </span>
            <button type="button" className={styles.logOut} onClick={onLogOut} disabled={busy}>
              {STAFF_TEXTS.logOut}
            </button>
          </div>
        )}
      </header>
      <main id="beheer-main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
