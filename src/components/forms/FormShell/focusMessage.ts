/** Brings a message into view and gives it focus, so it is seen and read out where the eye is. */
export function focusMessage(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center', behavior: 'auto' });
}

/**
 * The heading the form sits under: the last h1–h3 before it in the page. Focus goes there when a
 * focused message disappears, so the visitor is not dropped at the top of the document.
 */
export function headingBefore(element: HTMLElement): HTMLElement | null {
  const headings = Array.from(element.ownerDocument.querySelectorAll<HTMLElement>('h1, h2, h3'));
  const before = headings.filter(
    (heading) =>
      !element.contains(heading) && element.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_PRECEDING,
  );
  return before[before.length - 1] ?? null;
}

/** Focus that was on the message (or lost with it) moves to the heading above the form. */
export function focusHeadingIfLost(message: HTMLElement | null, form: HTMLElement | null): void {
  const active = document.activeElement;
  const lost = !active || active === document.body || (message !== null && message.contains(active));
  if (!lost || !form) return;
  const heading = headingBefore(form);
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  heading.scrollIntoView?.({ block: 'center' });
}
