import React, { forwardRef } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** A press that did not reach the server: said in view, focused, to try again. */
export const FailedAnswer = forwardRef<HTMLDivElement>(function FailedAnswer(_props, ref) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.answer}>
      <p>
        <Translate id="newsletter.confirm.failed">Dat lukte niet. Probeer het zo nog eens.</Translate>
      </p>
    </div>
  );
});
