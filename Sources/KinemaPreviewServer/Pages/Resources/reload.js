// A live reload's last step, for the index and the scene pages: once the old server's socket
// has closed, ask /health every 250 ms until the new server answers, then reload the page.
/* exported KinemaReload */
var KinemaReload = (function () {
  "use strict";
  function waitForServer() {
    fetch("/health", { cache: "no-store" }).then(function (response) {
      if (response.ok) location.reload(); else setTimeout(waitForServer, 250);
    }, function () { setTimeout(waitForServer, 250); });
  }
  return { waitForServer: waitForServer };
})();
