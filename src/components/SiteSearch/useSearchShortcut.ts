import { useEffect } from 'react';

/** True when a key typed there is text for that field, not a page shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The keys that open the search: '/' (outside text fields) and Ctrl+K or ⌘K (anywhere). */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

/** Calls `onShortcut` when the visitor presses a search shortcut. */
export function useSearchShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modified = event.ctrlKey || event.metaKey;
      const slash = event.key === '/' && !modified && !event.altKey && !isEditable(event.target);
      const commandK = modified && !event.altKey && event.key.toLowerCase() === 'k';
      if (!slash && !commandK) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onShortcut]);
}
