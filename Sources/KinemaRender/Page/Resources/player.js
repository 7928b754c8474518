// A recording's player: rebuilds each frame's SVG from the embedded lines, shows it by updating
// only what changed in the drawing, plays at the recording's frame rate times the chosen speed,
// loops or stops, scrubs, marks the events, and charts each track beside its velocity with a
// cursor at the current time (charts.js). A comparison page's data holds several recordings
// (`runs`); one clock steps them all and the charts overlay them.
// Plain ES5 without the CDATA terminator: the page inlines it in a commented CDATA section.
/* global KinemaCharts */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("kinema-data").textContent);
  var runs = data.runs || [data];
  var fps = data.fps, count = data.frameCount;
  var lastTime = count > 1 ? (count - 1) / fps : 0;
  var range = { start: 0, end: lastTime };
  var RUN_COLORS = ["var(--accent)", "var(--second)", "var(--third)", "var(--fourth)"];
  var formatNumber = KinemaCharts.formatNumber;

  // Each frame is a splice of the previous frame's line numbers: [start, removed, added...].
  runs.forEach(function (run, r) {
    var previous = [];
    run.decoded = [];
    run.frames.forEach(function (splice) {
      var next = previous.slice(0, splice[0]).concat(splice.slice(2), previous.slice(splice[0] + splice[1]));
      run.decoded.push(next);
      previous = next;
    });
    run.stage = document.getElementById(r === 0 ? "stage" : "stage-" + r);
    run.drawn = -1;
    run.label = run.label || "";
    run.color = RUN_COLORS[r % RUN_COLORS.length];
    run.times = [];
    for (var j = 0; j < run.frameCount; j++) run.times.push(j / run.fps);
  });

  // The run's own frame shown at the clock's frame `index` (its last one once it has ended).
  function frameOf(run, index) {
    if (run.frameCount === 0) return -1;
    var own = run.fps === fps ? index : Math.floor(index / fps * run.fps + 1e-6);
    return Math.min(Math.max(own, 0), run.frameCount - 1);
  }
  function svgText(run, index) {
    if (index < 0 || index >= run.decoded.length) return "";
    return run.decoded[index].map(function (line) { return run.lines[line]; }).join("\n");
  }

  // Brings `node` in line with `target`, touching only what differs, so that elements that
  // stay the same (an embedded image, say) are neither rebuilt nor decoded again.
  function morph(node, target) {
    if (node.nodeType !== 1) {
      if (node.nodeValue !== target.nodeValue) node.nodeValue = target.nodeValue;
      return;
    }
    var i, attribute;
    for (i = node.attributes.length - 1; i >= 0; i--) {
      attribute = node.attributes[i];
      if (!target.hasAttributeNS(attribute.namespaceURI, attribute.localName)) node.removeAttributeNode(attribute);
    }
    for (i = 0; i < target.attributes.length; i++) {
      attribute = target.attributes[i];
      if (node.getAttributeNS(attribute.namespaceURI, attribute.localName) !== attribute.value) {
        node.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
      }
    }
    var child = node.firstChild, source = target.firstChild;
    for (; source; source = source.nextSibling) {
      if (child && child.nodeType === source.nodeType && child.nodeName === source.nodeName) {
        morph(child, source);
        child = child.nextSibling;
      } else {
        var copy = document.importNode(source, true);
        if (child) {
          node.replaceChild(copy, child);
          child = copy.nextSibling;
        } else {
          node.appendChild(copy);
        }
      }
    }
    while (child) {
      var after = child.nextSibling;
      node.removeChild(child);
      child = after;
    }
  }

  var parser = new DOMParser();
  function draw(run, index) {
    if (!run.stage || index < 0 || index === run.drawn) return;
    run.drawn = index;
    var root = parser.parseFromString(svgText(run, index), "image/svg+xml").documentElement;
    var shown = run.stage.firstElementChild;
    if (shown && shown.nodeName === root.nodeName) {
      morph(shown, root);
    } else {
      run.stage.textContent = "";
      run.stage.appendChild(document.importNode(root, true));
    }
  }

  // Markers: each run's events, labelled with the run on a comparison page.
  // An event every run has at the same time is marked once, without a run's name.
  var markers = [], markerRuns = {};
  runs.forEach(function (run, r) {
    (run.markers || []).forEach(function (marker) {
      var key = marker.time + "\u0000" + marker.label;
      if (!markerRuns[key]) {
        markerRuns[key] = [];
        markers.push({ time: marker.time, label: marker.label,
          frame: Math.min(Math.floor(marker.time * fps + 1e-6), Math.max(count - 1, 0)) });
      }
      if (markerRuns[key].indexOf(r) < 0) markerRuns[key].push(r);
    });
  });
  markers.forEach(function (marker) {
    var owners = markerRuns[marker.time + "\u0000" + marker.label];
    if (owners.length < runs.length) {
      marker.label = owners.map(function (r) { return runs[r].label; }).join(", ") + ": " + marker.label;
    }
  });
  markers.sort(function (a, b) { return a.time - b.time; });
  // On a comparison, each stage's caption carries its run's colour, the charts' legend.
  if (runs.length > 1) {
    runs.forEach(function (run) {
      var caption = run.stage && run.stage.parentNode.querySelector("figcaption");
      if (!caption) return;
      var swatch = document.createElement("span");
      swatch.className = "run-swatch";
      swatch.style.background = run.color;
      caption.insertBefore(swatch, caption.firstChild);
    });
  }

  // Group the tracks: numeric attributes by item and attribute across runs (in first-seen
  // order), colours by item and run.
  var channelIndex = { "red": 0, "green": 1, "blue": 2, "color opacity": 3 };
  var entries = [], byKey = {}, velocityByKey = {};
  runs.forEach(function (run, r) {
    (run.tracks || []).forEach(function (track) {
      if (channelIndex.hasOwnProperty(track.attribute)) {
        var colorKey = "color\u0000" + r + "\u0000" + track.item, colorEntry = byKey[colorKey];
        if (!colorEntry) {
          colorEntry = byKey[colorKey] = { item: track.item, run: run, channels: [null, null, null, null] };
          entries.push(colorEntry);
        }
        colorEntry.channels[channelIndex[track.attribute]] = track;
        return;
      }
      var key = track.item + "\u0000" + track.attribute, entry = byKey[key];
      if (!entry) {
        entry = byKey[key] = { item: track.item, attribute: track.attribute, unit: track.unit, series: [], velocity: [] };
        entries.push(entry);
      }
      var speeds = KinemaCharts.velocities(track.values, run.times);
      entry.series.push({ run: r, times: run.times, values: track.values, color: run.color, label: run.label });
      entry.velocity.push({ run: r, times: run.times, values: speeds, color: run.color, label: run.label });
      velocityByKey[r + "\u0000" + key] = speeds;
    });
  });

  // Charts: per attribute, a value chart and a velocity chart side by side, one line per run;
  // the four components of an item's painted colour share one chart under a colour strip.
  var board = new KinemaCharts.Board(document.getElementById("plots"));
  var plots = [];
  function addLineChart(parent, item, name, unit, series, kind) {
    if (!KinemaCharts.hasValues(series)) return;
    var chart = new KinemaCharts.LineChart(parent, item, name, unit, kind);
    chart.draw(series, range, markers);
    plots.push(function (index) {
      chart.show(index / fps, series.map(function (entry) { return frameOf(runs[entry.run], index); }));
    });
  }
  entries.forEach(function (entry) {
    var parent = board.row(entry.item);
    if (entry.channels) {
      var run = entry.run, chart = new KinemaCharts.ColorChart(parent, entry.item,
        runs.length > 1 ? "color (" + run.label + ")" : "color");
      chart.draw(entry.channels, run.times, range, markers);
      plots.push(function (index) { chart.show(index / fps, frameOf(run, index)); });
      return;
    }
    addLineChart(parent, entry.item, entry.attribute, entry.unit, entry.series, null);
    addLineChart(parent, entry.item, entry.attribute + " velocity", entry.unit + "/s", entry.velocity, "velocity");
  });
  if (plots.length === 0) document.getElementById("no-plots").hidden = false;

  // The event timeline under the scrubber: a marker's button replays from just before it.
  var timeline = new KinemaCharts.Timeline(document.getElementById("markers"), function (marker) {
    replayFrom(Math.floor((marker.time - 0.1) * fps + 1e-6));
  });
  timeline.draw(markers, range, function (marker) {
    return "Replay from just before the " + marker.label + " at " + formatNumber(marker.time) + " s";
  });

  // Playback.
  var playButton = document.getElementById("play");
  var scrubber = document.getElementById("scrubber");
  var clock = document.getElementById("clock");
  var speedInput = document.getElementById("speed"), speedOutput = document.getElementById("speed-value");
  var loopInput = document.getElementById("loop");
  var current = 0, drawn = -1, playing = false, origin = null, originFrame = 0, request = 0;
  var speed = 1, looping = true;

  function show(index) {
    if (count === 0) return 0;
    index = Math.round(Number(index));
    if (!isFinite(index)) index = 0;
    index = Math.min(Math.max(index, 0), count - 1);
    current = index;
    if (index !== drawn) {
      runs.forEach(function (run) { draw(run, frameOf(run, index)); });
      drawn = index;
    }
    scrubber.value = String(index);
    clock.textContent = (index / fps).toFixed(3) + " s \u00b7 frame " + index + " of 0\u2013" + (count - 1);
    timeline.show(index / fps);
    plots.forEach(function (update) { update(index); });
    document.documentElement.setAttribute("data-frame", String(index));
    return index;
  }

  function tick(now) {
    if (!playing) return;
    if (origin === null) origin = now;
    var elapsed = Math.max(0, now - origin) / 1000;
    var frame = originFrame + Math.floor(elapsed * fps * speed + 1e-6);
    if (frame >= count && !looping) {
      show(count - 1);
      pause();
      return;
    }
    show(frame % count);
    request = window.requestAnimationFrame(tick);
  }
  function setPlaying(value) {
    playing = value;
    playButton.textContent = value ? "Pause" : "Play";
    playButton.setAttribute("aria-pressed", value ? "true" : "false");
  }
  // Restarts the clock from the frame shown, so a change of speed does not jump.
  function restartClock() {
    origin = null;
    originFrame = current;
  }
  function play() {
    if (playing || count < 2) return;
    if (!looping && current >= count - 1) show(0);
    setPlaying(true);
    restartClock();
    request = window.requestAnimationFrame(tick);
  }
  function pause() {
    if (!playing) return;
    setPlaying(false);
    window.cancelAnimationFrame(request);
  }
  function step(by) {
    pause();
    if (count > 0) show((current + by + count) % count);
  }
  function replayFrom(index) {
    pause();
    show(Math.max(index, 0));
    play();
  }
  function setSpeed(value) {
    value = Number(value);
    if (!isFinite(value)) value = 1;
    speed = Math.min(Math.max(value, 0.1), 2);
    speedInput.value = String(speed);
    speedOutput.textContent = formatNumber(speed) + "\u00d7";
    restartClock();
    return speed;
  }
  function setLoop(value) {
    looping = !!value;
    loopInput.checked = looping;
  }

  playButton.addEventListener("click", function () { if (playing) pause(); else play(); });
  document.getElementById("previous").addEventListener("click", function () { step(-1); });
  document.getElementById("next").addEventListener("click", function () { step(1); });
  document.getElementById("replay").addEventListener("click", function () { replayFrom(0); });
  scrubber.addEventListener("input", function () { pause(); show(scrubber.value); });
  speedInput.addEventListener("input", function () { setSpeed(speedInput.value); });
  loopInput.addEventListener("change", function () { setLoop(loopInput.checked); });

  // The keys do what the hint says wherever the focus is: handled on the window before any
  // control sees them (capture), and their default — a focused button's click on Space, a
  // focused slider's own step on the arrows — prevented, so a step button clicked last does
  // not turn Space into another step. Only a text field keeps its keys.
  function isTextField(element) {
    if (!element || !element.tagName) return false;
    var tag = element.tagName.toUpperCase();
    if (tag === "TEXTAREA" || tag === "SELECT" || element.isContentEditable) return true;
    return tag === "INPUT" && ["range", "button", "checkbox", "radio", "submit", "reset"].indexOf(element.type) < 0;
  }
  window.addEventListener("keydown", function (event) {
    if (isTextField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === " " || event.key === "Spacebar") { if (!event.repeat) { if (playing) pause(); else play(); } }
    else if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else if (event.key === "r" || event.key === "R") replayFrom(0);
    else return;
    event.preventDefault();
    event.stopPropagation();
  }, true);
  // A button activated by Space clicks on key up in some browsers: swallow that too.
  window.addEventListener("keyup", function (event) {
    if ((event.key === " " || event.key === "Spacebar") && !isTextField(event.target)) event.preventDefault();
  }, true);

  // The address's fragment: #frame=N or #time=SECONDS opens paused at that frame; #paused
  // opens paused; #picture shows only the drawing, at 1:1, at the page's top-left corner;
  // #speed=0.25 and #loop=0 set playback.
  function applyFragment() {
    var parameters = {};
    window.location.hash.replace(/^#/, "").split("&").forEach(function (part) {
      if (!part) return;
      var pair = part.split("=");
      parameters[decodeURIComponent(pair[0])] = pair.length > 1 ? decodeURIComponent(pair[1]) : "";
    });
    document.body.classList.toggle("picture-only", "picture" in parameters);
    if ("speed" in parameters) setSpeed(parameters.speed);
    if ("loop" in parameters) setLoop(parameters.loop !== "0" && parameters.loop !== "false");
    if ("frame" in parameters) { pause(); show(parameters.frame); return true; }
    if ("time" in parameters) { pause(); show(Math.floor(Number(parameters.time) * fps + 1e-6)); return true; }
    if ("paused" in parameters) { pause(); show(current); return true; }
    return false;
  }
  window.addEventListener("hashchange", applyFragment);

  function lookup(table, item, attribute, run) {
    var r = run === undefined ? 0 : run, values = null;
    (runs[r] && runs[r].tracks || []).forEach(function (track) {
      if (track.item === item && track.attribute === attribute) values = table ? table[r + "\u0000" + item + "\u0000" + attribute] : track.values;
    });
    if (!values) return null;
    var value = values[frameOf(runs[r], current)];
    return value === undefined ? null : value;
  }
  var sourceCode = document.getElementById("source-code");
  window.kinema = {
    frameCount: count,
    fps: fps,
    duration: count / fps,
    runs: runs.map(function (run) { return run.label; }),
    markers: markers.map(function (marker) { return { time: marker.time, label: marker.label, frame: marker.frame }; }),
    tracks: entries.filter(function (entry) { return !entry.channels; })
      .map(function (entry) { return { item: entry.item, attribute: entry.attribute, unit: entry.unit }; }),
    showFrame: function (index) { pause(); return show(index); },
    svg: function (index, run) {
      var r = run === undefined ? 0 : run;
      return runs[r] ? svgText(runs[r], frameOf(runs[r], index)) : "";
    },
    value: function (item, attribute, run) { return lookup(null, item, attribute, run); },
    velocity: function (item, attribute, run) { return lookup(velocityByKey, item, attribute, run); },
    play: play,
    pause: pause,
    replay: function () { replayFrom(0); }
  };
  Object.defineProperty(window.kinema, "currentFrame", { get: function () { return current; }, enumerable: true });
  Object.defineProperty(window.kinema, "playing", { get: function () { return playing; }, enumerable: true });
  Object.defineProperty(window.kinema, "speed", { get: function () { return speed; }, set: setSpeed, enumerable: true });
  Object.defineProperty(window.kinema, "loop", { get: function () { return looping; }, set: setLoop, enumerable: true });
  Object.defineProperty(window.kinema, "sourceText", {
    get: function () { return sourceCode ? sourceCode.textContent : ""; }, enumerable: true });

  if (count === 0) {
    [playButton, scrubber, document.getElementById("previous"), document.getElementById("next"),
      document.getElementById("replay"), speedInput, loopInput].forEach(function (control) { control.disabled = true; });
    clock.textContent = "no frames";
  } else if (!applyFragment()) {
    show(0);
    play();
  }
})();
