/**
 * Where a page's forms keep their values in the tab (see keptValues.ts): apart, and with no
 * imports, because a form page reads it before it loads the form's code.
 */
const pageKey = () => `amn-form-values:${window.location.pathname}:`;

export const keptValuesKey = (form: string) => `${pageKey()}${form}`;

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (private mode, policy): nothing is kept, the answer's text still shows.
    return null;
  }
}

/** Whether some form of this page has values kept for it. */
export function pageHasKeptValues(): boolean {
  const store = sessionStore();
  if (!store) return false;
  for (let index = 0; index < store.length; index += 1) if (store.key(index)?.startsWith(pageKey())) return true;
  return false;
}
