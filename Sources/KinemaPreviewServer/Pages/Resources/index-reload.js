// The index's part in a live reload: news on /ws/reload, exposed on window.kinema (`reloading`,
// `buildErrors`) for tests. Needs reload.js.
/* global KinemaReload */
(function () {
  "use strict";
  var k = window.kinema = { reloading: false, buildErrors: [] };
  var build = document.getElementById("build");
  var ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/reload");
  ws.onmessage = function (event) {
    var m = JSON.parse(event.data);
    if (m.type === "reload") k.reloading = true;
    else if (m.type === "build") { k.buildErrors = m.errors; build.innerHTML = m.html; build.hidden = false; }
  };
  ws.onclose = function () { if (k.reloading) KinemaReload.waitForServer(); };
})();
