import React, { useId, type FormHTMLAttributes, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  label: string;
  submitLabel: string;
  className?: string;
  /** What the form does: a plain GET to the results page, or the caller's own submit. */
  form: FormHTMLAttributes<HTMLFormElement>;
  /** The field's value and events, for a search the page runs itself. */
  input?: InputHTMLAttributes<HTMLInputElement>;
};

/** A labelled search field with its button, as the results page and the 404 page show it. */
export default function SearchBox({ label, submitLabel, className, form, input }: Props) {
  const id = useId();
  return (
    <form role="search" aria-label={label} className={clsx(styles.form, className)} {...form}>
      <label htmlFor={`${id}q`}>{label}</label>
      <div className={styles.row}>
        <input id={`${id}q`} className={styles.input} type="search" name="q" enterKeyHint="search" {...input} />
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
