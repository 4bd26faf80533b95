// Inlined at the end of every page's <body> in place of the app's <script defer> tags (see
// plugins/page-start/index.ts), which lists the scripts in the JSON block #app-scripts; reading them from
// there keeps this script, and so its CSP hash, the same from build to build. The page is readable
// from its HTML and style sheet alone; starting the scripts once its text has painted keeps them
// off the connection while the style sheet and the text are still arriving.
(function () {
  var scripts = JSON.parse(document.getElementById('app-scripts').textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // Run in the listed order, as the `defer` scripts did (the runtime before main).
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // A hidden tab does not paint, so waiting for a paint there would wait until it is shown.
  if (document.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({type: 'paint', buffered: true});
  } catch (e) {
    // No paint timing in this browser: the timer below starts the app.
  }
  // Whatever happens to the paint, the app starts within a second.
  setTimeout(start, 1000);
})();
