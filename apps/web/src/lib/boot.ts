/**
 * The first script of every server-rendered page, inlined by the server (the CSP allows it by its hash):
 * it starts recording what the person does (early-input-recorder.ts), then starts the app once the page
 * has painted in its fonts. Built on its own into /boot.js (vite.config.ts). See docs/decisions/early-input.md.
 *
 * Nothing of the app is fetched or run before the page has painted in its fonts, so its JavaScript never
 * holds back what the person sees first; anything they do meanwhile is replayed once the app has taken the
 * page over.
 */
import { startRecording } from './early-input-recorder';

const script = document.currentScript;
const entry = script?.dataset.entry;
let started = false;
// The entry's modules and the screen's, fetched together rather than found one import after another.
const start = () => {
  if (started || !entry) return;
  started = true;
  for (const href of (script?.dataset.modules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
};

// Someone who taps, clicks or presses a key is waiting: the app starts then, without waiting for the fonts.
window.__restoraEarlyInput = startRecording(window, start);

if (entry) {
  const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  // A tab opened in the background paints nothing (and runs no frames) until it is shown.
  if (document.visibilityState === 'hidden') start();
  else
    // After the page has painted in its own fonts (at most 1.5 s of fonts): the app's work would otherwise
    // come before the text's final paint (Lighthouse's Largest Contentful Paint, measured 1.6 -> 3 s).
    afterNextPaint(() => {
      const fontsLoaded = document.fonts.ready;
      const cap = new Promise((resolve) => setTimeout(resolve, 1500));
      void Promise.race([fontsLoaded, cap]).then(() => afterNextPaint(start));
    });
}
