// The tuning panel: sends what moved (spring parameters in any of three equivalent forms, a
// Bézier curve's control points, a keyframe table) and shows what the server computes; the last
// result is on window.kinema (`code`, `parameters`, `chart`, `notes`) for tests.
(function () {
  "use strict";
  var k = window.kinema = { connected: false, results: 0, code: "", parameters: {}, chart: "", notes: [], errors: [], last: null };
  var ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/tune");
  var $ = function (id) { return document.getElementById(id); };
  function send(message) { if (ws.readyState === 1) ws.send(JSON.stringify(message)); }
  var groups = { durationBounce: ["duration", "bounce"], responseDamping: ["response", "dampingFraction"],
    physical: ["mass", "stiffness", "damping"] };
  var names = { durationBounce: ["duration", "bounce"], responseDamping: ["response", "dampingFraction"],
    physical: ["mass", "stiffness", "damping"] };
  function sendSpring(group) {
    var message = { type: "spring" };
    groups[group].forEach(function (id, i) { message[names[group][i]] = Number($(id).value); });
    send(message);
  }
  Object.keys(groups).forEach(function (group) {
    groups[group].forEach(function (id) {
      $(id).addEventListener("input", function () { $(id + "-value").textContent = $(id).value; sendSpring(group); });
    });
  });
  var bezier = { x1: 0.2, y1: 0.8, x2: 0.3, y2: 1 };
  function sendBezier() {
    send({ type: "bezier", x1: bezier.x1, y1: bezier.y1, x2: bezier.x2, y2: bezier.y2, duration: Number($("curveDuration").value) });
  }
  $("curveDuration").addEventListener("input", function () { $("curveDuration-value").textContent = $("curveDuration").value; sendBezier(); });
  var editor = $("bezier-editor"), dragging = null;
  function editorPoint(event) {
    var r = editor.getBoundingClientRect();
    return { x: -0.1 + (event.clientX - r.left) / r.width * 1.2, y: -(-1.1 + (event.clientY - r.top) / r.height * 1.6) };
  }
  ["p1", "p2"].forEach(function (id) {
    $(id).addEventListener("pointerdown", function (event) { dragging = id; editor.setPointerCapture(event.pointerId); event.preventDefault(); });
  });
  editor.addEventListener("pointermove", function (event) {
    if (!dragging) return;
    var p = editorPoint(event);
    if (dragging === "p1") { bezier.x1 = p.x; bezier.y1 = p.y; } else { bezier.x2 = p.x; bezier.y2 = p.y; }
    sendBezier();
  });
  editor.addEventListener("pointerup", function () { dragging = null; });
  function showBezier(p, curve) {
    bezier = { x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2 };
    $("p1").setAttribute("cx", p.x1); $("p1").setAttribute("cy", -p.y1);
    $("p2").setAttribute("cx", p.x2); $("p2").setAttribute("cy", -p.y2);
    [["arm1", 0, 0, p.x1, p.y1], ["arm2", 1, 1, p.x2, p.y2]].forEach(function (a) {
      var line = $(a[0]); line.setAttribute("x1", a[1]); line.setAttribute("y1", -a[2]);
      line.setAttribute("x2", a[3]); line.setAttribute("y2", -a[4]);
    });
    $("curve").setAttribute("d", curve.map(function (q, i) { return (i ? "L" : "M") + q[0] + " " + (-q[1]); }).join(" "));
  }
  var rows = [{ kind: "linear", value: 1.5, duration: 0.3 }, { kind: "spring", value: 1, duration: 0.5 }];
  function renderRows() {
    $("keyframes").innerHTML = rows.map(function (row, i) {
      var kinds = ["linear", "spring", "cubic", "move"].map(function (kind) {
        return "<option" + (kind === row.kind ? " selected" : "") + ">" + kind + "</option>";
      }).join("");
      return "<tr data-i=" + i + "><td><select data-f=kind>" + kinds + "</select></td>" +
        "<td><input type=number step=0.1 data-f=value value=" + row.value + "></td>" +
        "<td><input type=number step=0.05 min=0 data-f=duration value=" + row.duration + (row.kind === "move" ? " disabled" : "") + "></td>" +
        "<td><button class=secondary data-remove=" + i + ">✕</button></td></tr>";
    }).join("");
  }
  function sendKeyframes() {
    send({ type: "keyframes", initial: Number($("initial").value), keyframes: rows.map(function (row) {
      return { kind: row.kind, value: Number(row.value), duration: Number(row.duration) };
    }) });
  }
  $("keyframes").addEventListener("input", function (event) {
    var tr = event.target.closest("tr"), field = event.target.getAttribute("data-f");
    if (!tr || !field) return;
    rows[Number(tr.getAttribute("data-i"))][field] = event.target.value;
    if (field === "kind") renderRows();
    sendKeyframes();
  });
  $("keyframes").addEventListener("click", function (event) {
    var index = event.target.getAttribute("data-remove");
    if (index === null) return;
    rows.splice(Number(index), 1); renderRows(); sendKeyframes();
  });
  $("add-keyframe").addEventListener("click", function () { rows.push({ kind: "linear", value: 1, duration: 0.25 }); renderRows(); sendKeyframes(); });
  $("initial").addEventListener("input", sendKeyframes);
  renderRows();
  var preview = null, started = 0;
  function animate(now) {
    if (preview && preview.values.length) {
      var frames = preview.values.length, hold = 30;
      var index = Math.floor((now - started) / 1000 * preview.framesPerSecond) % (frames + hold);
      var value = preview.values[Math.min(index, frames - 1)];
      var span = preview.maximum - preview.minimum || 1;
      $("dot").style.left = "calc(" + ((value - preview.minimum) / span * 100) + "% - " + ((value - preview.minimum) / span * 20) + "px)";
    }
    requestAnimationFrame(animate);
  }
  requestAnimationFrame(animate);
  ws.onopen = function () { k.connected = true; $("status").textContent = "Live"; sendKeyframes(); sendBezier(); sendSpring("durationBounce"); };
  ws.onclose = function () { k.connected = false; $("status").textContent = "Disconnected: reload to reconnect."; };
  ws.onmessage = function (event) {
    var m = JSON.parse(event.data);
    if (m.type === "error") {
      k.errors.push(m.message); $("error").hidden = false; $("error").textContent = m.message; return;
    }
    if (m.type !== "result") return;
    $("error").hidden = true;
    k.results++; k.last = m; k.code = m.code; k.parameters = m.parameters; k.chart = m.chart; k.notes = m.notes;
    k[m.kind] = m;
    if (m.kind === "spring") {
      Object.keys(groups).forEach(function (group) {
        groups[group].forEach(function (id, i) {
          var value = m.parameters[names[group][i]];
          if (document.activeElement !== $(id)) $(id).value = value;
          $(id + "-value").textContent = Number(value.toFixed(3));
        });
      });
    } else if (m.kind === "bezier") {
      showBezier(m.parameters, m.curve || []);
    }
    $("code").textContent = m.code;
    $("alternatives").textContent = m.alternatives.join("\n");
    $("alternatives").hidden = m.alternatives.length === 0;
    $("notes").textContent = m.summary + (m.notes.length ? " — " + m.notes.join("; ") : "");
    $("chart").innerHTML = m.chart;
    preview = m.preview; started = performance.now();
  };
  k.send = send;
})();
