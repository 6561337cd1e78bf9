/** How far above and below the viewport an island starts loading, in px: ahead of a scrolling shopper. */
export const NEAR_VIEWPORT_MARGIN_PX = 600;

/** A press or focus inside an island loads it at once, wherever it is. */
const USE_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Resolves once an element matching `selector` comes within {@link NEAR_VIEWPORT_MARGIN_PX} of the
 * viewport, or a shopper presses or focuses something inside one (browser only). For islands whose
 * server HTML stays in place until their code arrives, with their controls visibly disabled until
 * then: that code is fetched, instantiated and hydrated when the shopper comes near, not in the
 * page's own hydration. Resolves at once without `IntersectionObserver` or when no such element is
 * in the document yet (a client-side navigation renders the island before its HTML exists).
 */
export function whenNear(selector: string): Promise<void> {
  const elements = Array.from(document.querySelectorAll(selector));
  if (elements.length === 0 || typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const onUse = (event: Event) => {
      if (event.target instanceof Node && elements.some((element) => element.contains(event.target as Node))) done();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px`,
    });
    function done() {
      observer.disconnect();
      for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
      resolve();
    }
    for (const element of elements) observer.observe(element);
    for (const type of USE_EVENTS) document.addEventListener(type, onUse, true);
  });
}
