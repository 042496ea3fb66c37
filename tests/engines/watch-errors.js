// Runs in every page before its own scripts (an init script in each engine): records uncaught
// errors, unhandled rejections and Content-Security-Policy violations where any engine's test
// can read them, `window.__racelensErrors`. Kept in sessionStorage too, so what a page saw
// before it navigated away is still there when the tab comes back to that origin.
(() => {
  if (window.__racelensErrors) return;
  const key = 'racelens-test-errors';
  let seen = [];
  try {
    seen = JSON.parse(sessionStorage.getItem(key) || '[]');
  } catch {
    // Storage may be blocked (sandboxed frames): the in-memory list still works.
  }
  window.__racelensErrors = seen;
  const record = (text) => {
    seen.push(`${location.pathname}: ${text}`);
    try {
      sessionStorage.setItem(key, JSON.stringify(seen));
    } catch {
      // As above.
    }
  };
  window.addEventListener('error', (event) => record(`uncaught ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    record(`unhandled rejection ${reason && reason.message ? reason.message : String(reason)}`);
  });
  document.addEventListener(
    'securitypolicyviolation',
    (event) => record(`CSP violation ${event.violatedDirective} ${event.blockedURI}`),
    true,
  );
})();
