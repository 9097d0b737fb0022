import styles from './styles.module.css';

/** The class of the body column every page of running content sits in. */
export const bodyColumnClass = styles.column;
