// Loaded first on every page during the cross-engine run (the test server adds
// it; see injectScript in tests/browser/support/static-server.ts). It records
// what a developer console would show as an error: console.error calls,
// uncaught errors and rejections, failed resource loads, and CSP violations.
// The run reads window.__engineIssues before leaving each page.
(function () {
  var issues = [];
  window.__engineIssues = issues;
  var consoleError = console.error;
  console.error = function () {
    issues.push('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(console, arguments);
  };
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      var what =
        target && target !== window
          ? 'failed to load ' + (target.src || target.href)
          : event.message;
      issues.push('error: ' + what);
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    issues.push('unhandled rejection: ' + String(event.reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    issues.push('CSP violation: ' + event.violatedDirective + ' blocked ' + event.blockedURI);
  });
})();
