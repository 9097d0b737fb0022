import { useEffect, useRef } from 'react';
import { focusMessage } from './FormShell/focusMessage';

/**
 * A ref for a message that is brought into view and focused whenever `key` changes to a shown
 * state (null: nothing to show), so an answer lands where the eye is and is read out.
 */
export function useFocusOnShow<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== null) focusMessage(ref.current);
  }, [key]);
  return ref;
}
