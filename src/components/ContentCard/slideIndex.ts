/** The slide in view: scroll position divided by the slide width, rounded, within the slides. */
export function slideIndex(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / width)));
}
