import React, { type ReactNode, type Ref } from 'react';
import { FailedAnswer } from './FailedAnswer';

type Props = {
  /** What the press does, said before the button. */
  intro: ReactNode;
  label: ReactNode;
  /** The last press did not reach the server. */
  failed: boolean;
  /** Announced as unavailable (no token, or a press under way); the press handler ignores it then. */
  disabled: boolean;
  onPress: () => void;
  /** Where focus goes when the failure shows. */
  answer: Ref<HTMLDivElement>;
};

/** A newsletter link's one press (confirm, unsubscribe): what it does, the failure in view, the button. */
export function OneClick({ intro, label, failed, disabled, onPress, answer }: Props) {
  return (
    <>
      <p>{intro}</p>
      {failed && <FailedAnswer ref={answer} />}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={disabled ? true : undefined}
        onClick={onPress}
      >
        {label}
      </button>
    </>
  );
}
