// One live scene: draws the frames the server streams, sends the pointer, the keyboard and the
// controls, marks touches on the timeline and charts every value that changes, with its
// velocity, over the last few seconds (charts.js, as a recording's page does). Needs charts.js
// and reload.js before it, and the page's data: {"name", "width", "height", "window"}.
//
// What it receives is on window.kinema for tests: `connected`, `closed`, `frames`, `svgFrames`,
// `time`, `values` (by item label, then attribute), `samples` (the last KEEP frames' values),
// `events`, `errors`, `hello`, `buildErrors`, `reloading`, `restoredTime`, and `send`.
//
// After a rebuild (a `reload` message) the page keeps its scene's time in the tab's session
// storage, reloads once the new server answers, and asks for that time again (`seek`).
/* global KinemaCharts, KinemaReload */
(function () {
  "use strict";
  var page = JSON.parse(document.getElementById("kinema-page").textContent);
  var NAME = page.name, W = page.width, H = page.height, WINDOW = page.window, KEEP = 1200;
  var stage = document.getElementById("stage"), status = document.getElementById("status");
  var errorLine = document.getElementById("error"), clock = document.getElementById("clock");
  var k = window.kinema = { scene: NAME, connected: false, closed: false, frames: 0, svgFrames: 0, time: 0,
    values: {}, samples: [], events: [], errors: [], hello: null };
  var url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/scene/" + encodeURIComponent(NAME);
  // The time a rebuild's reload left for this scene in the tab's storage, used once.
  var RESTORE = "kinema-time-" + NAME, restored = null;
  try { restored = sessionStorage.getItem(RESTORE); sessionStorage.removeItem(RESTORE); } catch (e) {}
  k.restoredTime = restored === null ? null : Number(restored);
  k.buildErrors = []; k.reloading = false;
  var build = document.getElementById("build");
  var ws = new WebSocket(url);
  function send(message) { if (ws.readyState === 1) ws.send(JSON.stringify(message)); }
  ws.onopen = function () {
    k.connected = true; status.textContent = "Live";
    if (k.restoredTime !== null && isFinite(k.restoredTime)) send({ type: "seek", t: k.restoredTime });
  };
  ws.onclose = function () {
    k.connected = false; k.closed = true;
    if (k.reloading) { status.textContent = "Rebuilt: waiting for the new build to start…"; KinemaReload.waitForServer(); }
    else status.textContent = "Disconnected: reload to reconnect.";
  };
  var lastDrawn = 0;
  ws.onmessage = function (event) {
    var m = JSON.parse(event.data);
    if (m.type === "frame") {
      if (m.svg) { stage.innerHTML = m.svg; k.svgFrames++; }
      var values = {};
      m.items.forEach(function (item) {
        var v = {};
        Object.keys(item).forEach(function (key) { if (key !== "label" && key !== "id") v[key] = item[key]; });
        values[item.label] = v;
      });
      k.frames++; k.time = m.t; k.values = values;
      k.samples.push({ n: m.n, t: m.t, values: values });
      if (k.samples.length > KEEP) k.samples.splice(0, k.samples.length - KEEP);
      noteChanges(values);
      clock.textContent = m.t.toFixed(3) + " s";
      // Charts are redrawn a few times a second, not at the frame rate.
      var now = performance.now();
      if (now - lastDrawn > 250) { lastDrawn = now; drawCharts(); }
    } else if (m.type === "event") {
      k.events.push(m);
    } else if (m.type === "hello") {
      k.hello = m;
    } else if (m.type === "restarted") {
      k.samples = []; k.events = [];
      drawCharts();
    } else if (m.type === "reload") {
      k.reloading = true; status.textContent = "Rebuilt: reloading…";
      try { sessionStorage.setItem(RESTORE, String(k.time)); } catch (e) {}
    } else if (m.type === "build") {
      k.buildErrors = m.errors; build.innerHTML = m.html; build.hidden = false;
      status.textContent = "Live, on the last build that worked";
    } else if (m.type === "error") {
      k.errors.push(m.message); errorLine.hidden = false; errorLine.textContent = m.message;
    }
  };

  // The charts: each item's attribute gets a value chart and a velocity chart once it has moved
  // from its first value, in the order things first moved; they span the last WINDOW seconds.
  var board = new KinemaCharts.Board(document.getElementById("plots"));
  var timeline = new KinemaCharts.Timeline(document.getElementById("markers"), null);
  var first = {}, charted = [], chartedKeys = {};
  document.getElementById("no-plots").hidden = false;
  var UNITS = { scale: "\u00d7", scaleX: "\u00d7", scaleY: "\u00d7", rotation: "\u00b0", opacity: "", offsetX: "pt", offsetY: "pt" };
  function noteChanges(values) {
    Object.keys(values).forEach(function (item) {
      Object.keys(values[item]).forEach(function (attribute) {
        var key = item + "\u0000" + attribute, value = values[item][attribute];
        if (!(key in first)) { first[key] = value; return; }
        if (chartedKeys[key] || Math.abs(value - first[key]) < 1e-9) return;
        chartedKeys[key] = true;
        var unit = UNITS.hasOwnProperty(attribute) ? UNITS[attribute] : "";
        var row = board.row(item);
        charted.push({ item: item, attribute: attribute, unit: unit,
          value: new KinemaCharts.LineChart(row, item, attribute, unit, null),
          velocity: new KinemaCharts.LineChart(row, item, attribute + " velocity", unit + "/s", "velocity") });
        document.getElementById("no-plots").hidden = true;
      });
    });
  }
  // The touches as the timeline names them: a down lifted within TAP seconds is one "tap";
  // otherwise the finger's "down" and "up" (a drag, a long press) are marked apart.
  var TAP = 0.3;
  function touchMarkers() {
    var markers = [], pending = null;
    k.events.forEach(function (e) {
      if (e.kind === "down") {
        pending = { time: e.t, label: "down" };
        markers.push(pending);
      } else if (e.kind === "up") {
        if (pending && e.t - pending.time <= TAP) pending.label = "tap";
        else markers.push({ time: e.t, label: "up" });
        pending = null;
      } else if (e.kind === "tap") {
        markers.push({ time: e.t, label: "tap" });
      }
    });
    return markers;
  }
  function drawCharts() {
    var samples = k.samples, latest = samples.length ? samples[samples.length - 1].t : 0;
    var range = { start: Math.max(latest - WINDOW, 0), end: Math.max(latest, WINDOW) };
    // One sample per host time (a tick that did not reach the next frame repeats the last).
    var shown = samples.filter(function (sample, j) {
      return sample.t >= range.start && (j + 1 === samples.length || samples[j + 1].t > sample.t);
    });
    var times = shown.map(function (sample) { return sample.t; });
    var markers = touchMarkers().filter(function (marker) { return marker.time >= range.start; });
    timeline.draw(markers, range);
    timeline.show(latest);
    charted.forEach(function (chart) {
      var values = shown.map(function (sample) {
        var item = sample.values[chart.item];
        return item && item.hasOwnProperty(chart.attribute) ? item[chart.attribute] : null;
      });
      var line = [{ times: times, values: values, color: "var(--accent)", label: chart.attribute }];
      var speeds = [{ times: times, values: KinemaCharts.velocities(values, times), color: "var(--accent)",
        label: chart.attribute + " velocity" }];
      chart.value.draw(line, range, markers);
      chart.value.show(latest, [values.length - 1]);
      chart.velocity.draw(speeds, range, markers);
      chart.velocity.show(latest, [values.length - 1]);
    });
  }

  function point(event) {
    var r = stage.getBoundingClientRect();
    return { x: (event.clientX - r.left) * W / r.width, y: (event.clientY - r.top) * H / r.height };
  }
  var down = false;
  stage.addEventListener("pointerdown", function (event) {
    down = true; try { stage.setPointerCapture(event.pointerId); } catch (e) {}
    var p = point(event); send({ type: "pointer", phase: "down", x: p.x, y: p.y }); event.preventDefault();
  });
  stage.addEventListener("pointermove", function (event) {
    if (!down) return;
    var p = point(event); send({ type: "pointer", phase: "move", x: p.x, y: p.y });
  });
  stage.addEventListener("pointerup", function (event) {
    if (!down) return; down = false;
    var p = point(event); send({ type: "pointer", phase: "up", x: p.x, y: p.y });
  });
  stage.addEventListener("pointercancel", function (event) {
    if (!down) return; down = false;
    var p = point(event); send({ type: "pointer", phase: "cancel", x: p.x, y: p.y });
  });
  // The page's visibility is the scene's phase: hidden is background, visible but not
  // focused is inactive, as an app in the app switcher.
  function phase() { send({ type: "scenePhase", value: document.hidden ? "background" : (document.hasFocus() ? "active" : "inactive") }); }
  document.addEventListener("visibilitychange", phase);
  window.addEventListener("blur", phase);
  window.addEventListener("focus", phase);
  // The keyboard types into the scene's focused text field, unless a control of the page
  // itself has focus or a shortcut modifier is held.
  var keys = ["Enter", "Backspace", "Escape", "Tab", "Delete", "ArrowUp", "ArrowDown", "ArrowLeft",
              "ArrowRight", "Home", "End", "PageUp", "PageDown", "Clear"];
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (target && /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName)) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (Array.from(event.key).length === 1) { send({ type: "text", text: event.key }); }
    else if (keys.indexOf(event.key) >= 0) { send({ type: "key", key: event.key }); }
    else return;
    event.preventDefault();
  });

  // The controls: speed (0.1× to 2×, as a recording's page), pause, colour scheme, restart.
  var speedInput = document.getElementById("speed"), speedOutput = document.getElementById("speed-value");
  speedInput.addEventListener("input", function () {
    var value = Number(speedInput.value);
    speedOutput.textContent = KinemaCharts.formatNumber(value) + "\u00d7";
    send({ type: "speed", value: value });
  });
  var pauseButton = document.getElementById("pause"), paused = false;
  pauseButton.addEventListener("click", function () {
    paused = !paused;
    pauseButton.textContent = paused ? "Play" : "Pause";
    pauseButton.setAttribute("aria-pressed", paused ? "true" : "false");
    send({ type: "pause", paused: paused });
  });
  document.getElementById("scheme").addEventListener("change", function (e) { send({ type: "colorScheme", value: e.target.value }); });
  document.getElementById("restart").addEventListener("click", function () { send({ type: "restart" }); });
  k.send = send;
})();
