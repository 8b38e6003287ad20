// Pages rendered on the server are on screen before any script runs. This starts the app once the
// browser has painted them in their own fonts (a frame, then the fonts the page asked for, then another
// frame; at most 1.5 s of fonts), so the app's JavaScript never holds back the first paint or the text's
// final paint: its modules are preloaded, then the entry imported. The server writes this <script>.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    import(entry);
  }
  function afterNextPaint(then) {
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }
  // A tab opened in the background paints nothing (and runs no frames) until it is shown.
  if (document.visibilityState === 'hidden') return start();
  afterNextPaint(function () {
    var fonts = document.fonts ? document.fonts.ready : Promise.resolve();
    var cap = new Promise(function (resolve) {
      setTimeout(resolve, 1500);
    });
    Promise.race([fonts, cap]).then(function () {
      afterNextPaint(start);
    });
  });
})();
