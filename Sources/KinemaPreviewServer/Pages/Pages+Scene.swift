import Foundation
import KinemaDisplay
import KinemaGallery

extension Pages {
    /// One live scene: the stage the server's frames are drawn into, its controls, and the
    /// tracked values. The script exposes what it receives on `window.kinema` (`connected`,
    /// `frames`, `time`, `values`, `samples`, `events`, `errors`, `buildErrors`, `reloading`,
    /// `restoredTime`) so tests can read it.
    ///
    /// After a rebuild (a `reload` message) the page keeps its scene's time in the tab's session
    /// storage, reloads once the new server answers, and asks for that time again (`seek`).
    static func scene(_ scene: GalleryScene) -> String {
        page(title: "\(scene.title) — Kinema preview", body: """
            <header><p><a href="/">← All scenes</a></p>
            <h1>\(MarkupText.escaped(scene.title))</h1>
            <p>\(MarkupText.escaped(scene.summary))</p></header>
            <div id="build" hidden></div>
            <div class="live">
              <div id="stage" role="img" aria-label="\(MarkupText.escaped(scene.title)), live"></div>
              <div class="side">
                <div class="controls">
                  <label>Speed <select id="speed">
                    <option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option>
                    <option value="1" selected>1×</option><option value="2">2×</option></select></label>
                  <label><input type="checkbox" id="pause"> Pause</label>
                  <label>Scheme <select id="scheme"><option value="light">light</option><option value="dark">dark</option></select></label>
                  <button id="restart" class="secondary">Restart</button>
                </div>
                <p class="status" id="status">Connecting…</p>
                <p class="error" id="error" hidden></p>
                <table><thead><tr><th>item</th><th>value</th></tr></thead><tbody id="values"></tbody></table>
              </div>
            </div>
            """, script: sceneScript(name: scene.name, width: Double(scene.size.width), height: Double(scene.size.height)))
    }

    private static func sceneScript(name: String, width: Double, height: Double) -> String {
        """
        (function () {
          "use strict";
          var NAME = \(script(name)), W = \(width), H = \(height), KEEP = 1200;
          var stage = document.getElementById("stage"), status = document.getElementById("status");
          var errorLine = document.getElementById("error"), table = document.getElementById("values");
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
            if (k.reloading) { status.textContent = "Rebuilt: waiting for the new build to start…"; waitForServer(); }
            else status.textContent = "Disconnected: reload to reconnect.";
          };
          // The old server has gone once the socket closes; the new one answers /health when it listens.
          \(waitForServerScript)
          var lastTable = 0;
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
              var now = performance.now();
              if (now - lastTable > 100) { lastTable = now; showValues(values, m.t); }
            } else if (m.type === "event") {
              k.events.push(m);
            } else if (m.type === "hello") {
              k.hello = m;
            } else if (m.type === "restarted") {
              k.samples = []; k.events = [];
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
          function showValues(values, time) {
            var rows = ["<tr><td>host time</td><td class=number>" + time.toFixed(3) + " s</td></tr>"];
            Object.keys(values).forEach(function (label) {
              var v = values[label];
              Object.keys(v).forEach(function (key) {
                var value = v[key];
                var resting = (key === "scale" || key === "scaleX" || key === "scaleY" || key === "opacity") ? 1 : 0;
                if (Math.abs(value - resting) < 1e-9) return;
                rows.push("<tr><td>" + escapeHTML(label + " " + key) + "</td><td class=number>" + value.toFixed(3) + "</td></tr>");
              });
            });
            table.innerHTML = rows.join("");
          }
          function escapeHTML(text) {
            return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
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
          document.getElementById("speed").addEventListener("change", function (e) { send({ type: "speed", value: Number(e.target.value) }); });
          document.getElementById("pause").addEventListener("change", function (e) { send({ type: "pause", paused: e.target.checked }); });
          document.getElementById("scheme").addEventListener("change", function (e) { send({ type: "colorScheme", value: e.target.value }); });
          document.getElementById("restart").addEventListener("click", function () { send({ type: "restart" }); });
          k.send = send;
        })();
        """
    }
}
