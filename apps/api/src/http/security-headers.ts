import { secureHeaders } from 'hono/secure-headers';

/** The OpenStreetMap embed is the only third-party frame; everything else is served by us. */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** `scriptHashes`: the inline scripts allowed, by hash (the early-input recorder of rendered pages). */
export function securityHeaders(scriptHashes: string[] = []) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      // Radix dialogs inject a small <style> for scroll locking.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: [MAP_EMBED_ORIGIN],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
