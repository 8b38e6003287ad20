import { useCallback, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Browsers
 * without IntersectionObserver get true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px') {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
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
