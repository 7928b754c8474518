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

          // Plots: one small line chart per track, grouped by item.
          var plots = [];
          var W = 380, H = 96, LEFT = 56, RIGHT = 10, TOP = 8, BOTTOM = 18;
          var plotList = document.getElementById("plots");
          function svgElement(name, attributes, parent) {
            var element = document.createElementNS(SVG_NS, name);
            for (var key in attributes) element.setAttribute(key, String(attributes[key]));
            if (parent) parent.appendChild(element);
            return element;
          }
          function frameX(index) {
            return LEFT + (count > 1 ? index / (count - 1) : 0) * (W - LEFT - RIGHT);
          }
          var group = null, groupItem = null;
          data.tracks.forEach(function (track) {
            var low = Infinity, high = -Infinity;
            track.values.forEach(function (value) {
              if (value === null) return;
              if (value < low) low = value;
              if (value > high) high = value;
            });
            if (!(high >= low)) return;
            var span = high - low || 1, bottom = low - span * 0.08, top = high + span * 0.08;
            function valueY(value) { return TOP + (top - value) / (top - bottom) * (H - TOP - BOTTOM); }

            if (track.item !== groupItem) {
              group = document.createElement("section");
              group.className = "plot-group";
              var heading = document.createElement("h3");
              heading.textContent = track.item;
              group.appendChild(heading);
              plotList.appendChild(group);
              groupItem = track.item;
            }
            var figure = document.createElement("figure");
            figure.className = "plot";
            var caption = document.createElement("figcaption");
            var name = document.createElement("span");
            name.textContent = track.attribute;
            var readout = document.createElement("span");
            readout.className = "plot-value";
            caption.appendChild(name);
            caption.appendChild(readout);
            figure.appendChild(caption);

            var chart = svgElement("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H, role: "img",
              "aria-label": track.item + ", " + track.attribute + " over time" }, figure);
            svgElement("rect", { "class": "plot-area", x: LEFT, y: TOP, width: W - LEFT - RIGHT,
              height: H - TOP - BOTTOM }, chart);
            function label(text, x, y, anchor) {
              svgElement("text", { "class": "plot-label", x: x, y: y, "text-anchor": anchor }, chart).textContent = text;
            }
            label(withUnit(high, track.unit), LEFT - 6, valueY(high) + 3.5, "end");
            label(withUnit(low, track.unit), LEFT - 6, valueY(low) + 3.5, "end");
            label("0 s", LEFT, H - 4, "start");
            label(formatNumber((count - 1) / fps) + " s", W - RIGHT, H - 4, "end");
            var path = "", pen = false;
            track.values.forEach(function (value, index) {
              if (value === null) { pen = false; return; }
              path += (pen ? "L" : "M") + frameX(index).toFixed(2) + " " + valueY(value).toFixed(2);
              pen = true;
            });
            svgElement("path", { "class": "plot-line", d: path }, chart);
            var cursor = svgElement("line", { "class": "plot-cursor", x1: LEFT, x2: LEFT, y1: TOP, y2: H - BOTTOM }, chart);
            var dot = svgElement("circle", { "class": "plot-dot", cx: LEFT, cy: TOP, r: 3 }, chart);
            group.appendChild(figure);

            plots.push(function (index) {
              var x = frameX(index).toFixed(2), value = track.values[index];
              cursor.setAttribute("x1", x);
              cursor.setAttribute("x2", x);
              if (value === null || value === undefined) {
                dot.setAttribute("visibility", "hidden");
                readout.textContent = "not drawn";
              } else {
                dot.setAttribute("visibility", "visible");
                dot.setAttribute("cx", x);
                dot.setAttribute("cy", valueY(value).toFixed(2));
                readout.textContent = withUnit(value, track.unit);
              }
            });
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
          document.addEventListener("keydown", function (event) {
            var tag = event.target && event.target.tagName;
            if (tag === "INPUT" || tag === "BUTTON" || event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.key === " ") { if (playing) pause(); else play(); }
            else if (event.key === "ArrowLeft") step(-1);
            else if (event.key === "ArrowRight") step(1);
            else return;
            event.preventDefault();
          });

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
