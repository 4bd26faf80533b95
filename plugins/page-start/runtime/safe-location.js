// Inlined into every page's <head> before the app starts (see docusaurus.config.ts).
// A path with broken percent-encoding (/%E0%A4%A) makes the router's decodeURI throw and the app
// never starts. Escaping each bare '%' keeps the path readable and lets the not-found page render.
(function () {
  try {
    decodeURI(location.pathname);
  } catch (e) {
    history.replaceState(history.state, '', location.pathname.replace(/%/g, '%25') + location.search + location.hash);
  }
})();
