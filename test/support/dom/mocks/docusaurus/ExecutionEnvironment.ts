export default {
  canUseDOM: true,
  canUseEventListeners: true,
  canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined',
  canUseViewport: true,
};
