extension HTMLPage {
    /// The page's player: rebuilds each frame's SVG from the embedded lines, shows it by
    /// updating only what changed in the drawing, plays at the recording's frame rate times the
    /// chosen speed, loops or stops, scrubs, marks the events, and plots each track beside its
    /// velocity with a cursor at the current time. A comparison page's data holds several
    /// recordings (`runs`); one clock steps them all and the charts overlay them.
    ///
    /// Plain ES5 in a CDATA section (commented out for HTML), so the page is also well-formed XML.
    /// It must never contain the CDATA terminator.
    static let script = #"""
        (function () {
          "use strict";
          var SVG_NS = "http://www.w3.org/2000/svg";
          var data = JSON.parse(document.getElementById("kinema-data").textContent);
          var runs = data.runs || [data];
          var fps = data.fps, count = data.frameCount;
          var lastTime = count > 1 ? (count - 1) / fps : 0;
          var RUN_COLORS = ["var(--accent)", "var(--second)", "var(--third)", "var(--fourth)"];

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

          function formatNumber(value) {
            var text = Math.abs(value) >= 100 ? value.toFixed(1) : value.toFixed(3);
            if (text.indexOf(".") >= 0) text = text.replace(/0+$/, "").replace(/\.$/, "");
            return text === "-0" ? "0" : text;
          }
          function withUnit(value, unit) {
            var text = formatNumber(value);
            if (unit === "pt" || unit === "pt/s") return text + " " + unit;
            return text + unit;
          }

          // Velocity: the change per second between neighbouring frames, central where both
          // neighbours are drawn, one-sided where only one is.
          function velocities(values, runFps) {
            return values.map(function (value, j) {
              if (value === null || value === undefined) return null;
              var before = j > 0 ? values[j - 1] : null, after = j + 1 < values.length ? values[j + 1] : null;
              var hasBefore = before !== null && before !== undefined, hasAfter = after !== null && after !== undefined;
              if (hasBefore && hasAfter) return (after - before) * runFps / 2;
              if (hasAfter) return (after - value) * runFps;
              if (hasBefore) return (value - before) * runFps;
              return 0;
            });
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

          // Plots: per attribute, a value chart and a velocity chart side by side, one line per run;
          // the four components of an item's painted colour share one chart under a colour strip.
          var plots = [];
          var W = 380, H = 96, RIGHT = 10, TOP = 8, BOTTOM = 18, STRIP = 14;
          var plotList = document.getElementById("plots");
          function svgElement(name, attributes, parent) {
            var element = document.createElementNS(SVG_NS, name);
            for (var key in attributes) element.setAttribute(key, String(attributes[key]));
            if (parent) parent.appendChild(element);
            return element;
          }
          // The left margin holds the value labels, right-aligned: wide enough for the longest at
          // 0.64 em a character (DejaVu Sans' digits and minus sign are narrower), never clipped.
          function leftMargin(labels) {
            var longest = 0;
            labels.forEach(function (text) { longest = Math.max(longest, text.length); });
            return Math.max(56, Math.ceil(longest * 6.4) + 12);
          }
          function timeX(time, left) {
            var fraction = lastTime > 0 ? Math.min(Math.max(time / lastTime, 0), 1) : 0;
            return left + fraction * (W - left - RIGHT);
          }
          var group = null, groupItem = null, row = null;
          function groupFor(item) {
            if (item !== groupItem) {
              group = document.createElement("section");
              group.className = "plot-group";
              var heading = document.createElement("h3");
              heading.textContent = item;
              group.appendChild(heading);
              plotList.appendChild(group);
              groupItem = item;
            }
            return group;
          }
          function newRow(item) {
            row = document.createElement("div");
            row.className = "plot-row";
            groupFor(item).appendChild(row);
            return row;
          }
          function figureFor(item, name, height, kind, parent) {
            var figure = document.createElement("figure");
            figure.className = "plot" + (kind ? " plot-" + kind : "");
            var caption = document.createElement("figcaption");
            var title = document.createElement("span");
            title.textContent = name;
            var readout = document.createElement("span");
            readout.className = "plot-value";
            caption.appendChild(title);
            caption.appendChild(readout);
            figure.appendChild(caption);
            var chart = svgElement("svg", { viewBox: "0 0 " + W + " " + height, width: W, height: height, role: "img",
              "aria-label": item + ", " + name + " over time" }, figure);
            parent.appendChild(figure);
            return { chart: chart, readout: readout, figure: figure };
          }
          function label(chart, text, x, y, anchor) {
            svgElement("text", { "class": "plot-label", x: x, y: y, "text-anchor": anchor }, chart).textContent = text;
          }
          function timeLabels(chart, left, height) {
            label(chart, "0 s", left, height - 4, "start");
            label(chart, formatNumber(lastTime) + " s", W - RIGHT, height - 4, "end");
          }
          function markLines(chart, left, top, bottom) {
            markers.forEach(function (marker) {
              var at = timeX(marker.time, left).toFixed(2);
              svgElement("line", { "class": "plot-marker", x1: at, x2: at, y1: top, y2: bottom }, chart)
                .appendChild(svgElement("title", {})).textContent = marker.label + " at " + formatNumber(marker.time) + " s";
            });
          }
          function linePath(values, x, y) {
            var path = "", pen = false;
            values.forEach(function (value, index) {
              if (value === null || value === undefined) { pen = false; return; }
              path += (pen ? "L" : "M") + x(index).toFixed(2) + " " + y(value).toFixed(2);
              pen = true;
            });
            return path;
          }

          // One chart of `series` ([{run, values}]): lines, labels, markers, a cursor and a dot per run.
          function lineChart(item, name, unit, series, parent, kind) {
            var low = Infinity, high = -Infinity;
            series.forEach(function (entry) {
              entry.values.forEach(function (value) {
                if (value === null || value === undefined) return;
                if (value < low) low = value;
                if (value > high) high = value;
              });
            });
            if (!(high >= low)) return null;
            var span = high - low || Math.max(Math.abs(high), 1), bottom = low - span * 0.08, top = high + span * 0.08;
            function valueY(value) { return TOP + (top - value) / (top - bottom) * (H - TOP - BOTTOM); }
            var highText = withUnit(high, unit), lowText = withUnit(low, unit);
            var left = leftMargin([highText, lowText]);
            var parts = figureFor(item, name, H, kind, parent), chart = parts.chart, readout = parts.readout;
            svgElement("rect", { "class": "plot-area", x: left, y: TOP, width: W - left - RIGHT, height: H - TOP - BOTTOM }, chart);
            if (low < 0 && high > 0) {
              svgElement("line", { "class": "plot-zero", x1: left, x2: W - RIGHT, y1: valueY(0).toFixed(2), y2: valueY(0).toFixed(2) }, chart);
            }
            label(chart, highText, left - 6, valueY(high) + 3.5, "end");
            label(chart, lowText, left - 6, valueY(low) + 3.5, "end");
            timeLabels(chart, left, H);
            markLines(chart, left, TOP, H - BOTTOM);
            var dots = series.map(function (entry) {
              var run = runs[entry.run];
              function x(j) { return timeX(j / run.fps, left); }
              svgElement("path", { "class": "plot-line", d: linePath(entry.values, x, valueY), style: "stroke: " + run.color },
                chart).appendChild(svgElement("title", {})).textContent = run.label || name;
              return svgElement("circle", { "class": "plot-dot", cx: left, cy: TOP, r: 3 }, chart);
            });
            var cursor = svgElement("line", { "class": "plot-cursor", x1: left, x2: left, y1: TOP, y2: H - BOTTOM }, chart);
            // One readout per run, in the run's colour when there are several.
            var readouts = series.map(function (entry) {
              if (series.length === 1) return readout;
              var span = document.createElement("span");
              span.style.color = runs[entry.run].color;
              readout.appendChild(span);
              return span;
            });
            plots.push(function (index) {
              var at = timeX(index / fps, left).toFixed(2);
              cursor.setAttribute("x1", at);
              cursor.setAttribute("x2", at);
              series.forEach(function (entry, k) {
                var run = runs[entry.run], value = entry.values[frameOf(run, index)];
                var shown = value !== null && value !== undefined;
                dots[k].setAttribute("visibility", shown ? "visible" : "hidden");
                if (shown) {
                  dots[k].setAttribute("cx", timeX(frameOf(run, index) / run.fps, left).toFixed(2));
                  dots[k].setAttribute("cy", valueY(value).toFixed(2));
                }
                readouts[k].textContent = shown ? withUnit(value, unit) : "not drawn";
              });
            });
            return parts.figure;
          }

          // The colour at a frame as CSS, or null where the item is not drawn.
          function colorAt(channels, j) {
            var c = channels.map(function (track) { return track ? track.values[j] : null; });
            if (c[0] === null || c[1] === null || c[2] === null || c[0] === undefined) return null;
            var alpha = c[3] === null || c[3] === undefined ? 1 : c[3];
            function byte(value) { return Math.round(Math.min(Math.max(value, 0), 1) * 255); }
            return "rgb(" + byte(c[0]) + " " + byte(c[1]) + " " + byte(c[2]) +
              (alpha < 1 ? " / " + formatNumber(alpha) : "") + ")";
          }
          function plotColor(item, run, channels) {
            var height = H + STRIP + 6, areaTop = TOP + STRIP + 6, left = leftMargin(["1", "0"]);
            var runFrames = run.frameCount;
            function x(j) { return timeX(j / run.fps, left); }
            function valueY(value) { return areaTop + (1.04 - value) / 1.08 * (height - areaTop - BOTTOM); }
            var title = runs.length > 1 ? "color (" + run.label + ")" : "color";
            var parts = figureFor(item, title, height, "color", newRow(item)), chart = parts.chart, readout = parts.readout;
            var swatch = document.createElement("span");
            swatch.className = "plot-swatch";
            readout.parentNode.insertBefore(swatch, readout);

            // The strip: the colour itself over time, one band per run of frames of one colour.
            var step = runFrames > 1 ? x(1) - x(0) : W - left - RIGHT;
            var strip = svgElement("g", { "class": "plot-strip" }, chart);
            var start = 0;
            for (var j = 1; j <= runFrames; j++) {
              var color = colorAt(channels, start);
              if (j < runFrames && colorAt(channels, j) === color) continue;
              if (color !== null) {
                var from = Math.max(left, x(start) - step / 2), to = Math.min(W - RIGHT, x(j - 1) + step / 2);
                svgElement("rect", { x: from.toFixed(2), y: TOP, width: Math.max(to - from, 0.5).toFixed(2), height: STRIP,
                  fill: color }, strip);
              }
              start = j;
            }
            svgElement("rect", { "class": "plot-area", x: left, y: areaTop, width: W - left - RIGHT,
              height: height - areaTop - BOTTOM }, chart);
            label(chart, "1", left - 6, valueY(1) + 3.5, "end");
            label(chart, "0", left - 6, valueY(0) + 3.5, "end");
            timeLabels(chart, left, height);
            markLines(chart, left, TOP, height - BOTTOM);
            var names = ["red", "green", "blue", "opacity"], dots = [];
            channels.forEach(function (track, channel) {
              if (!track) return;
              svgElement("path", { "class": "plot-line plot-line-" + names[channel], d: linePath(track.values, x, valueY) },
                chart).appendChild(svgElement("title", {})).textContent = names[channel];
              dots.push({ track: track, dot: svgElement("circle", { "class": "plot-dot", cx: left, cy: areaTop, r: 2.5 }, chart) });
            });
            var cursor = svgElement("line", { "class": "plot-cursor", x1: left, x2: left, y1: TOP, y2: height - BOTTOM }, chart);

            plots.push(function (index) {
              var j = frameOf(run, index), at = timeX(index / fps, left).toFixed(2), color = colorAt(channels, j);
              cursor.setAttribute("x1", at);
              cursor.setAttribute("x2", at);
              dots.forEach(function (entry) {
                var value = entry.track.values[j];
                entry.dot.setAttribute("visibility", value === null || value === undefined ? "hidden" : "visible");
                if (value !== null && value !== undefined) {
                  entry.dot.setAttribute("cx", x(j).toFixed(2));
                  entry.dot.setAttribute("cy", valueY(value).toFixed(2));
                }
              });
              swatch.style.background = color === null ? "transparent" : color;
              readout.textContent = color === null ? "not drawn" : color;
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
              var speeds = velocities(track.values, run.fps);
              entry.series.push({ run: r, values: track.values });
              entry.velocity.push({ run: r, values: speeds });
              velocityByKey[r + "\u0000" + key] = speeds;
            });
          });
          entries.forEach(function (entry) {
            if (entry.channels) { plotColor(entry.item, entry.run, entry.channels); return; }
            var parent = newRow(entry.item);
            lineChart(entry.item, entry.attribute, entry.unit, entry.series, parent, null);
            lineChart(entry.item, entry.attribute + " velocity", entry.unit + "/s", entry.velocity, parent, "velocity");
          });
          if (plots.length === 0) document.getElementById("no-plots").hidden = false;

          // The event timeline under the scrubber: a cursor and a button per marker.
          var markerStrip = document.getElementById("markers");
          var stripCursor = document.createElement("span");
          stripCursor.className = "timeline-cursor";
          markerStrip.appendChild(stripCursor);
          function percent(time) { return (lastTime > 0 ? Math.min(Math.max(time / lastTime, 0), 1) * 100 : 0).toFixed(3) + "%"; }
          markers.forEach(function (marker) {
            var button = document.createElement("button");
            button.type = "button";
            button.className = "timeline-marker";
            button.style.left = percent(marker.time);
            button.textContent = marker.label;
            button.title = "Replay from just before the " + marker.label + " at " + formatNumber(marker.time) + " s";
            button.addEventListener("click", function () { replayFrom(Math.floor((marker.time - 0.1) * fps + 1e-6)); });
            markerStrip.appendChild(button);
          });
          if (markers.length === 0) markerStrip.hidden = true;

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
            stripCursor.style.left = percent(index / fps);
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

          // The source's copy button: the clipboard API where the page may use it, else a selection.
          var copyButton = document.getElementById("copy-source"), sourceCode = document.getElementById("source-code");
          if (copyButton && sourceCode) {
            copyButton.addEventListener("click", function () {
              var text = sourceCode.textContent;
              function done(message) {
                copyButton.textContent = message;
                window.setTimeout(function () { copyButton.textContent = "Copy"; }, 1500);
              }
              function bySelection() {
                var range = document.createRange(), selection = window.getSelection();
                range.selectNodeContents(sourceCode);
                selection.removeAllRanges();
                selection.addRange(range);
                var copied = false;
                try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
                done(copied ? "Copied" : "Selected: press Ctrl+C");
              }
              if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(text).then(function () { done("Copied"); }, bySelection);
              } else {
                bySelection();
              }
            });
          }

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
        """#
}
