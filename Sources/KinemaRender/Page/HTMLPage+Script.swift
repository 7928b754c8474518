extension HTMLPage {
    /// The page's player: rebuilds each frame's SVG from the embedded lines, shows it by
    /// updating only what changed in the drawing, plays at the recording's frame rate, loops,
    /// scrubs, and plots the tracks with a cursor at the current time.
    ///
    /// Plain ES5 in a CDATA section (commented out for HTML), so the page is also well-formed XML.
    /// It must never contain the CDATA terminator.
    static let script = #"""
        (function () {
          "use strict";
          var SVG_NS = "http://www.w3.org/2000/svg";
          var data = JSON.parse(document.getElementById("kinema-data").textContent);
          var fps = data.fps, count = data.frameCount, lines = data.lines;

          // Each frame is a splice of the previous frame's line numbers: [start, removed, added...].
          var frames = [], previous = [];
          data.frames.forEach(function (splice) {
            var next = previous.slice(0, splice[0]).concat(splice.slice(2), previous.slice(splice[0] + splice[1]));
            frames.push(next);
            previous = next;
          });

          function svgText(index) {
            return frames[index].map(function (line) { return lines[line]; }).join("\n");
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

          var stage = document.getElementById("stage");
          var parser = new DOMParser();
          function draw(index) {
            var root = parser.parseFromString(svgText(index), "image/svg+xml").documentElement;
            var shown = stage.firstElementChild;
            if (shown && shown.nodeName === root.nodeName) {
              morph(shown, root);
            } else {
              stage.textContent = "";
              stage.appendChild(document.importNode(root, true));
            }
          }

          function formatNumber(value) {
            var text = Math.abs(value) >= 100 ? value.toFixed(1) : value.toFixed(3);
            if (text.indexOf(".") >= 0) text = text.replace(/0+$/, "").replace(/\.$/, "");
            return text === "-0" ? "0" : text;
          }
          function withUnit(value, unit) {
            var text = formatNumber(value);
            if (unit === "pt") return text + " pt";
            return text + unit;
          }

          // Plots: one small line chart per track, grouped by item; the four components of an
          // item's painted colour share one chart, under a strip of the colour itself.
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
          function frameX(index, left) {
            return left + (count > 1 ? index / (count - 1) : 0) * (W - left - RIGHT);
          }
          var group = null, groupItem = null;
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
          function figureFor(item, name, height, kind) {
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
            groupFor(item).appendChild(figure);
            return { chart: chart, readout: readout };
          }
          function label(chart, text, x, y, anchor) {
            svgElement("text", { "class": "plot-label", x: x, y: y, "text-anchor": anchor }, chart).textContent = text;
          }
          function timeLabels(chart, left, height) {
            label(chart, "0 s", left, height - 4, "start");
            label(chart, formatNumber((count - 1) / fps) + " s", W - RIGHT, height - 4, "end");
          }
          function linePath(values, x, y) {
            var path = "", pen = false;
            values.forEach(function (value, index) {
              if (value === null) { pen = false; return; }
              path += (pen ? "L" : "M") + x(index).toFixed(2) + " " + y(value).toFixed(2);
              pen = true;
            });
            return path;
          }

          function plotTrack(track) {
            var low = Infinity, high = -Infinity;
            track.values.forEach(function (value) {
              if (value === null) return;
              if (value < low) low = value;
              if (value > high) high = value;
            });
            if (!(high >= low)) return;
            var span = high - low || 1, bottom = low - span * 0.08, top = high + span * 0.08;
            function valueY(value) { return TOP + (top - value) / (top - bottom) * (H - TOP - BOTTOM); }
            var highText = withUnit(high, track.unit), lowText = withUnit(low, track.unit);
            var left = leftMargin([highText, lowText]);
            function x(index) { return frameX(index, left); }

            var parts = figureFor(track.item, track.attribute, H, null), chart = parts.chart, readout = parts.readout;
            svgElement("rect", { "class": "plot-area", x: left, y: TOP, width: W - left - RIGHT, height: H - TOP - BOTTOM }, chart);
            label(chart, highText, left - 6, valueY(high) + 3.5, "end");
            label(chart, lowText, left - 6, valueY(low) + 3.5, "end");
            timeLabels(chart, left, H);
            svgElement("path", { "class": "plot-line", d: linePath(track.values, x, valueY) }, chart);
            var cursor = svgElement("line", { "class": "plot-cursor", x1: left, x2: left, y1: TOP, y2: H - BOTTOM }, chart);
            var dot = svgElement("circle", { "class": "plot-dot", cx: left, cy: TOP, r: 3 }, chart);

            plots.push(function (index) {
              var at = x(index).toFixed(2), value = track.values[index];
              cursor.setAttribute("x1", at);
              cursor.setAttribute("x2", at);
              if (value === null || value === undefined) {
                dot.setAttribute("visibility", "hidden");
                readout.textContent = "not drawn";
              } else {
                dot.setAttribute("visibility", "visible");
                dot.setAttribute("cx", at);
                dot.setAttribute("cy", valueY(value).toFixed(2));
                readout.textContent = withUnit(value, track.unit);
              }
            });
          }

          // The colour at a frame as CSS, or null where the item is not drawn.
          function colorAt(channels, index) {
            var c = channels.map(function (track) { return track ? track.values[index] : null; });
            if (c[0] === null || c[1] === null || c[2] === null || c[0] === undefined) return null;
            var alpha = c[3] === null || c[3] === undefined ? 1 : c[3];
            function byte(value) { return Math.round(Math.min(Math.max(value, 0), 1) * 255); }
            return "rgb(" + byte(c[0]) + " " + byte(c[1]) + " " + byte(c[2]) +
              (alpha < 1 ? " / " + formatNumber(alpha) : "") + ")";
          }
          function plotColor(item, channels) {
            var height = H + STRIP + 6, areaTop = TOP + STRIP + 6, left = leftMargin(["1", "0"]);
            function x(index) { return frameX(index, left); }
            function valueY(value) { return areaTop + (1.04 - value) / 1.08 * (height - areaTop - BOTTOM); }
            var parts = figureFor(item, "color", height, "color"), chart = parts.chart, readout = parts.readout;
            var swatch = document.createElement("span");
            swatch.className = "plot-swatch";
            readout.parentNode.insertBefore(swatch, readout);

            // The strip: the colour itself over time, one band per run of frames of one colour.
            var strip = svgElement("g", { "class": "plot-strip" }, chart);
            var step = count > 1 ? (W - left - RIGHT) / (count - 1) : W - left - RIGHT;
            var start = 0;
            for (var index = 1; index <= count; index++) {
              var color = colorAt(channels, start);
              if (index < count && colorAt(channels, index) === color) continue;
              if (color !== null) {
                var from = Math.max(left, x(start) - step / 2), to = Math.min(W - RIGHT, x(index - 1) + step / 2);
                svgElement("rect", { x: from.toFixed(2), y: TOP, width: Math.max(to - from, 0.5).toFixed(2), height: STRIP,
                  fill: color }, strip);
              }
              start = index;
            }
            svgElement("rect", { "class": "plot-area", x: left, y: areaTop, width: W - left - RIGHT,
              height: height - areaTop - BOTTOM }, chart);
            label(chart, "1", left - 6, valueY(1) + 3.5, "end");
            label(chart, "0", left - 6, valueY(0) + 3.5, "end");
            timeLabels(chart, left, height);
            var names = ["red", "green", "blue", "opacity"], dots = [];
            channels.forEach(function (track, channel) {
              if (!track) return;
              svgElement("path", { "class": "plot-line plot-line-" + names[channel], d: linePath(track.values, x, valueY) },
                chart).appendChild(svgElement("title", {})).textContent = names[channel];
              dots.push({ track: track, dot: svgElement("circle", { "class": "plot-dot", cx: left, cy: areaTop, r: 2.5 }, chart) });
            });
            var cursor = svgElement("line", { "class": "plot-cursor", x1: left, x2: left, y1: TOP, y2: height - BOTTOM }, chart);

            plots.push(function (index) {
              var at = x(index).toFixed(2), color = colorAt(channels, index);
              cursor.setAttribute("x1", at);
              cursor.setAttribute("x2", at);
              dots.forEach(function (entry) {
                var value = entry.track.values[index];
                entry.dot.setAttribute("visibility", value === null || value === undefined ? "hidden" : "visible");
                if (value !== null && value !== undefined) {
                  entry.dot.setAttribute("cx", at);
                  entry.dot.setAttribute("cy", valueY(value).toFixed(2));
                }
              });
              swatch.style.background = color === null ? "transparent" : color;
              readout.textContent = color === null ? "not drawn" : color;
            });
          }

          var channelIndex = { "red": 0, "green": 1, "blue": 2, "color opacity": 3 };
          var entries = [], colorsByItem = {};
          data.tracks.forEach(function (track) {
            if (channelIndex.hasOwnProperty(track.attribute)) {
              var channels = colorsByItem[track.item];
              if (!channels) {
                channels = colorsByItem[track.item] = [null, null, null, null];
                entries.push({ item: track.item, channels: channels });
              }
              channels[channelIndex[track.attribute]] = track;
            } else {
              entries.push({ track: track });
            }
          });
          entries.forEach(function (entry) {
            if (entry.track) plotTrack(entry.track); else plotColor(entry.item, entry.channels);
          });
          if (plots.length === 0) document.getElementById("no-plots").hidden = false;

          // Playback.
          var playButton = document.getElementById("play");
          var scrubber = document.getElementById("scrubber");
          var clock = document.getElementById("clock");
          var current = 0, drawn = -1, playing = false, origin = null, originFrame = 0, request = 0;

          function show(index) {
            if (count === 0) return 0;
            index = Math.round(Number(index));
            if (!isFinite(index)) index = 0;
            index = Math.min(Math.max(index, 0), count - 1);
            current = index;
            if (index !== drawn) {
              draw(index);
              drawn = index;
            }
            scrubber.value = String(index);
            clock.textContent = (index / fps).toFixed(3) + " s \u00b7 frame " + index + " of 0\u2013" + (count - 1);
            plots.forEach(function (update) { update(index); });
            document.documentElement.setAttribute("data-frame", String(index));
            return index;
          }

          function tick(now) {
            if (!playing) return;
            if (origin === null) origin = now;
            var elapsed = Math.max(0, now - origin) / 1000;
            show((originFrame + Math.floor(elapsed * fps + 1e-6)) % count);
            request = window.requestAnimationFrame(tick);
          }
          function setPlaying(value) {
            playing = value;
            playButton.textContent = value ? "Pause" : "Play";
            playButton.setAttribute("aria-pressed", value ? "true" : "false");
          }
          function play() {
            if (playing || count < 2) return;
            setPlaying(true);
            origin = null;
            originFrame = current;
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

          playButton.addEventListener("click", function () { if (playing) pause(); else play(); });
          document.getElementById("previous").addEventListener("click", function () { step(-1); });
          document.getElementById("next").addEventListener("click", function () { step(1); });
          scrubber.addEventListener("input", function () { pause(); show(scrubber.value); });
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
            else return;
            event.preventDefault();
            event.stopPropagation();
          }, true);
          // A button activated by Space clicks on key up in some browsers: swallow that too.
          window.addEventListener("keyup", function (event) {
            if ((event.key === " " || event.key === "Spacebar") && !isTextField(event.target)) event.preventDefault();
          }, true);

          // The address's fragment: #frame=N or #time=SECONDS opens paused at that frame; #paused
          // opens paused; #picture shows only the drawing, at 1:1, at the page's top-left corner.
          function applyFragment() {
            var parameters = {};
            window.location.hash.replace(/^#/, "").split("&").forEach(function (part) {
              if (!part) return;
              var pair = part.split("=");
              parameters[decodeURIComponent(pair[0])] = pair.length > 1 ? decodeURIComponent(pair[1]) : "";
            });
            document.body.classList.toggle("picture-only", "picture" in parameters);
            if ("frame" in parameters) { pause(); show(parameters.frame); return true; }
            if ("time" in parameters) { pause(); show(Math.floor(Number(parameters.time) * fps + 1e-6)); return true; }
            if ("paused" in parameters) { pause(); show(current); return true; }
            return false;
          }
          window.addEventListener("hashchange", applyFragment);

          window.kinema = {
            frameCount: count,
            fps: fps,
            duration: count / fps,
            showFrame: function (index) { pause(); return show(index); },
            svg: function (index) { return svgText(index); },
            play: play,
            pause: pause
          };
          Object.defineProperty(window.kinema, "currentFrame", { get: function () { return current; }, enumerable: true });
          Object.defineProperty(window.kinema, "playing", { get: function () { return playing; }, enumerable: true });

          if (count === 0) {
            [playButton, scrubber, document.getElementById("previous"), document.getElementById("next")].forEach(
              function (control) { control.disabled = true; });
            clock.textContent = "no frames";
          } else if (!applyFragment()) {
            show(0);
            play();
          }
        })();
        """#
}
