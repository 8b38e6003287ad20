// Pages rendered on the server are on screen before any script runs. This starts the app only after the
// browser has painted them (the next frame), so the app's JavaScript never holds back the first paint:
// its modules are preloaded, then the entry imported. The server writes this <script> for those pages.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    import(entry);
  }
  // A tab opened in the background paints nothing (and runs no frames) until it is shown.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
