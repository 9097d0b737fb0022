import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/**
 * An invisible target for links such as `/onderwijs#basisonderwijs`. It tells
 * Docusaurus about its id, so the build's broken-anchor check knows it exists.
 */
export default function AnchorPoint({ id }: { id: string }) {
  useBrokenLinks().collectAnchor(id);
  return <span id={id} className={styles.anchor} />;
}
