import { useCallback, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Browsers
 * without IntersectionObserver get true once it is on the page. False in the server's render, as in the
 * browser's first one, so the page hydrates without a mismatch.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px') {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near] as const;
}
