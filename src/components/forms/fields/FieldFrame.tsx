import React, { useId, type ReactNode } from 'react';
import { visuallyHiddenClass } from '@site/src/components/VisuallyHidden';
import type { FieldMetaState } from 'react-final-form';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A field's error, shown only after the visitor has interacted with it. */
export function visibleError(meta: FieldMetaState<unknown>, { onChange = false } = {}): string | undefined {
  const interacted = meta.touched || (onChange && meta.modified);
  return interacted && typeof meta.error === 'string' ? meta.error : undefined;
}

/** Ids that tie a control to its hint and error message. */
export function useFieldIds(error: string | undefined, hint: ReactNode | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** The star of a required field; the control itself carries `required` for assistive technology. */
export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null;
  return (
    <span className={styles.star} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** A line under a field, named by `id` so the field can point to it; nothing when there is nothing to say. */
function FieldNote({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className={className}>
      {children}
    </p>
  ) : null;
}

export const FieldHint = ({ id, children }: { id: string; children?: ReactNode }) => (
  <FieldNote id={id} className={styles.hint}>
    {children}
  </FieldNote>
);

export const FieldError = ({ id, children }: { id: string; children?: string }) => (
  <FieldNote id={id} className={styles.error}>
    {children}
  </FieldNote>
);

type FrameProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  className?: string;
  hideLabel?: boolean;
  children: ReactNode;
};

/** Label above the control, then hint and error: the layout of text-like fields and selects. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  hideLabel,
  children,
}: FrameProps) {
  return (
    <div className={clsx(styles.field, error && styles.invalid, className)}>
      <label htmlFor={id} className={clsx(styles.label, hideLabel && visuallyHiddenClass)}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
