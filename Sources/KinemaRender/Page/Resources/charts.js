// Charts of values over time and the event timeline, shared by a recording's page (player.js)
// and a live scene's page (the preview server's live-scene.js). Plain ES5 without the CDATA
// terminator or a closing script tag, so a page can inline it in a commented CDATA section.
/* exported KinemaCharts */
var KinemaCharts = (function () {
  "use strict";
  var SVG_NS = "http://www.w3.org/2000/svg";
  var W = 380, H = 96, RIGHT = 10, TOP = 8, BOTTOM = 18, STRIP = 14;

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
  function isValue(value) { return value !== null && value !== undefined; }

  // Velocity: the change per second between neighbouring samples, central where both
  // neighbours are drawn, one-sided where only one is. `times[j]` is sample j's time, rising.
  function velocities(values, times) {
    function slope(from, to) {
      var span = times[to] - times[from];
      return span > 0 ? (values[to] - values[from]) / span : null;
    }
    return values.map(function (value, j) {
      if (!isValue(value)) return null;
      var before = j > 0 && isValue(values[j - 1]), after = j + 1 < values.length && isValue(values[j + 1]);
      if (before && after) return slope(j - 1, j + 1);
      if (after) return slope(j, j + 1);
      if (before) return slope(j - 1, j);
      return 0;
    });
  }

  function svgElement(name, attributes, parent) {
    var element = document.createElementNS(SVG_NS, name);
    for (var key in attributes) element.setAttribute(key, String(attributes[key]));
    if (parent) parent.appendChild(element);
    return element;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

  // The left margin holds the value labels, right-aligned: wide enough for the longest at
  // 0.64 em a character (DejaVu Sans' digits and minus sign are narrower), never clipped.
  function leftMargin(labels) {
    var longest = 0;
    labels.forEach(function (text) { longest = Math.max(longest, text.length); });
    return Math.max(56, Math.ceil(longest * 6.4) + 12);
  }

  // Where a time falls across a chart spanning `range` ({start, end} in seconds).
  function timeX(time, range, left) {
    var span = range.end - range.start;
    var fraction = span > 0 ? Math.min(Math.max((time - range.start) / span, 0), 1) : 0;
    return left + fraction * (W - left - RIGHT);
  }
  function label(chart, text, x, y, anchor) {
    svgElement("text", { "class": "plot-label", x: x, y: y, "text-anchor": anchor }, chart).textContent = text;
  }
  function timeLabels(chart, range, left, height) {
    label(chart, formatNumber(range.start) + " s", left, height - 4, "start");
    label(chart, formatNumber(range.end) + " s", W - RIGHT, height - 4, "end");
  }
  function markLines(chart, markers, range, left, top, bottom) {
    markers.forEach(function (marker) {
      var at = timeX(marker.time, range, left).toFixed(2);
      svgElement("line", { "class": "plot-marker", x1: at, x2: at, y1: top, y2: bottom }, chart)
        .appendChild(svgElement("title", {})).textContent = marker.label + " at " + formatNumber(marker.time) + " s";
    });
  }
  function linePath(values, x, y) {
    var path = "", pen = false;
    values.forEach(function (value, index) {
      if (!isValue(value)) { pen = false; return; }
      path += (pen ? "L" : "M") + x(index).toFixed(2) + " " + y(value).toFixed(2);
      pen = true;
    });
    return path;
  }

  // The charts of a page: a section per item, a row of charts per attribute.
  function Board(container) {
    this.container = container;
    this.groups = {};
  }
  Board.prototype.row = function (item) {
    var group = this.groups[item];
    if (!group) {
      group = this.groups[item] = document.createElement("section");
      group.className = "plot-group";
      var heading = document.createElement("h3");
      heading.textContent = item;
      group.appendChild(heading);
      this.container.appendChild(group);
    }
    var row = document.createElement("div");
    row.className = "plot-row";
    group.appendChild(row);
    return row;
  };

  // A chart's figure: a caption with the name and the current value, and an empty chart.
  function Figure(parent, item, name, kind) {
    this.figure = document.createElement("figure");
    this.figure.className = "plot" + (kind ? " plot-" + kind : "");
    var caption = document.createElement("figcaption");
    this.title = document.createElement("span");
    this.title.textContent = name;
    this.readout = document.createElement("span");
    this.readout.className = "plot-value";
    caption.appendChild(this.title);
    caption.appendChild(this.readout);
    this.figure.appendChild(caption);
    this.item = item;
    this.name = name;
    this.chart = svgElement("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H, role: "img",
      "aria-label": item + ", " + name + " over time" }, this.figure);
    parent.appendChild(this.figure);
  }
  Figure.prototype.resize = function (height) {
    this.chart.setAttribute("viewBox", "0 0 " + W + " " + height);
    this.chart.setAttribute("height", String(height));
  };

  // Whether any series ([{times, values}]) has a value to draw.
  function hasValues(series) {
    return series.some(function (entry) { return entry.values.some(isValue); });
  }

  // One chart of numbers: a line per series ({times, values, color, label}), the value labels, a
  // dashed line per marker ({time, label}), a cursor, and a dot and a readout per series.
  function LineChart(parent, item, name, unit, kind) {
    Figure.call(this, parent, item, name, kind);
    this.unit = unit;
  }
  LineChart.prototype = Object.create(Figure.prototype);
  LineChart.prototype.draw = function (series, range, markers) {
    var low = Infinity, high = -Infinity;
    series.forEach(function (entry) {
      entry.values.forEach(function (value) {
        if (!isValue(value)) return;
        if (value < low) low = value;
        if (value > high) high = value;
      });
    });
    var chart = this.chart;
    clear(chart);
    this.series = series;
    this.range = range;
    if (!(high >= low)) { this.dots = []; return false; }
    var span = high - low || Math.max(Math.abs(high), 1), bottom = low - span * 0.08, top = high + span * 0.08;
    function valueY(value) { return TOP + (top - value) / (top - bottom) * (H - TOP - BOTTOM); }
    var highText = withUnit(high, this.unit), lowText = withUnit(low, this.unit);
    var left = leftMargin([highText, lowText]);
    this.left = left;
    this.valueY = valueY;
    svgElement("rect", { "class": "plot-area", x: left, y: TOP, width: W - left - RIGHT, height: H - TOP - BOTTOM }, chart);
    if (low < 0 && high > 0) {
      svgElement("line", { "class": "plot-zero", x1: left, x2: W - RIGHT, y1: valueY(0).toFixed(2), y2: valueY(0).toFixed(2) }, chart);
    }
    label(chart, highText, left - 6, valueY(high) + 3.5, "end");
    label(chart, lowText, left - 6, valueY(low) + 3.5, "end");
    timeLabels(chart, range, left, H);
    markLines(chart, markers, range, left, TOP, H - BOTTOM);
    var name = this.name;
    this.dots = series.map(function (entry) {
      function x(j) { return timeX(entry.times[j], range, left); }
      svgElement("path", { "class": "plot-line", d: linePath(entry.values, x, valueY), style: "stroke: " + entry.color },
        chart).appendChild(svgElement("title", {})).textContent = entry.label || name;
      return svgElement("circle", { "class": "plot-dot", cx: left, cy: TOP, r: 3 }, chart);
    });
    this.cursor = svgElement("line", { "class": "plot-cursor", x1: left, x2: left, y1: TOP, y2: H - BOTTOM }, chart);
    // One readout per series, in the series' colour when there are several.
    var readout = this.readout;
    clear(readout);
    this.readouts = series.map(function (entry) {
      if (series.length === 1) return readout;
      var text = document.createElement("span");
      text.style.color = entry.color;
      readout.appendChild(text);
      return text;
    });
    return true;
  };
  // Moves the cursor to `time` and shows, for each series, its value at sample `samples[k]`
  // (none where that is -1 or the item is not drawn).
  LineChart.prototype.show = function (time, samples) {
    if (!this.cursor) return;
    var at = timeX(time, this.range, this.left).toFixed(2), chart = this;
    this.cursor.setAttribute("x1", at);
    this.cursor.setAttribute("x2", at);
    this.series.forEach(function (entry, k) {
      var j = samples[k], value = j >= 0 ? entry.values[j] : null, shown = isValue(value);
      chart.dots[k].setAttribute("visibility", shown ? "visible" : "hidden");
      if (shown) {
        chart.dots[k].setAttribute("cx", timeX(entry.times[j], chart.range, chart.left).toFixed(2));
        chart.dots[k].setAttribute("cy", chart.valueY(value).toFixed(2));
      }
      chart.readouts[k].textContent = shown ? withUnit(value, chart.unit) : "not drawn";
    });
  };

  // The colour at sample j of the four channels (red, green, blue, opacity; 0…1) as CSS, or
  // null where the item is not drawn.
  function colorAt(channels, j) {
    var c = channels.map(function (track) { return track ? track.values[j] : null; });
    if (!isValue(c[0]) || !isValue(c[1]) || !isValue(c[2])) return null;
    var alpha = isValue(c[3]) ? c[3] : 1;
    function byte(value) { return Math.round(Math.min(Math.max(value, 0), 1) * 255); }
    return "rgb(" + byte(c[0]) + " " + byte(c[1]) + " " + byte(c[2]) +
      (alpha < 1 ? " / " + formatNumber(alpha) : "") + ")";
  }

  // An item's painted colour: a strip of the colour itself over time above a line per channel.
  function ColorChart(parent, item, name) {
    Figure.call(this, parent, item, name, "color");
    this.swatch = document.createElement("span");
    this.swatch.className = "plot-swatch";
    this.readout.parentNode.insertBefore(this.swatch, this.readout);
  }
  ColorChart.prototype = Object.create(Figure.prototype);
  // `channels`: four tracks ({values}, or null), sampled at `times`.
  ColorChart.prototype.draw = function (channels, times, range, markers) {
    var height = H + STRIP + 6, areaTop = TOP + STRIP + 6, left = leftMargin(["1", "0"]), chart = this.chart;
    var count = times.length;
    function x(j) { return timeX(times[j], range, left); }
    function valueY(value) { return areaTop + (1.04 - value) / 1.08 * (height - areaTop - BOTTOM); }
    clear(chart);
    this.resize(height);
    this.channels = channels;
    this.times = times;
    this.range = range;
    this.left = left;
    this.valueY = valueY;

    // The strip: one band per run of samples of one colour.
    var step = count > 1 ? x(1) - x(0) : W - left - RIGHT;
    var strip = svgElement("g", { "class": "plot-strip" }, chart);
    var start = 0;
    for (var j = 1; j <= count; j++) {
      var color = colorAt(channels, start);
      if (j < count && colorAt(channels, j) === color) continue;
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
    timeLabels(chart, range, left, height);
    markLines(chart, markers, range, left, TOP, height - BOTTOM);
    var names = ["red", "green", "blue", "opacity"], dots = [];
    channels.forEach(function (track, channel) {
      if (!track) return;
      svgElement("path", { "class": "plot-line plot-line-" + names[channel], d: linePath(track.values, x, valueY) },
        chart).appendChild(svgElement("title", {})).textContent = names[channel];
      dots.push({ track: track, dot: svgElement("circle", { "class": "plot-dot", cx: left, cy: areaTop, r: 2.5 }, chart) });
    });
    this.dots = dots;
    this.cursor = svgElement("line", { "class": "plot-cursor", x1: left, x2: left, y1: TOP, y2: height - BOTTOM }, chart);
    return true;
  };
  // Moves the cursor to `time` and shows the colour of sample j.
  ColorChart.prototype.show = function (time, j) {
    var at = timeX(time, this.range, this.left).toFixed(2), color = colorAt(this.channels, j), chart = this;
    this.cursor.setAttribute("x1", at);
    this.cursor.setAttribute("x2", at);
    this.dots.forEach(function (entry) {
      var value = entry.track.values[j];
      entry.dot.setAttribute("visibility", isValue(value) ? "visible" : "hidden");
      if (isValue(value)) {
        entry.dot.setAttribute("cx", timeX(chart.times[j], chart.range, chart.left).toFixed(2));
        entry.dot.setAttribute("cy", chart.valueY(value).toFixed(2));
      }
    });
    this.swatch.style.background = color === null ? "transparent" : color;
    this.readout.textContent = color === null ? "not drawn" : color;
  };

  // The event timeline under the controls: a cursor, and a marker per event ({time, label});
  // with `select`, markers are buttons that call it with their event.
  function Timeline(strip, select) {
    this.strip = strip;
    this.select = select;
    this.range = { start: 0, end: 0 };
    this.cursor = document.createElement("span");
    this.cursor.className = "timeline-cursor";
    strip.appendChild(this.cursor);
    this.markers = [];
  }
  function percent(time, range) {
    var span = range.end - range.start;
    return (span > 0 ? Math.min(Math.max((time - range.start) / span, 0), 1) * 100 : 0).toFixed(3) + "%";
  }
  Timeline.prototype.draw = function (markers, range, describe) {
    var timeline = this;
    this.markers.forEach(function (element) { timeline.strip.removeChild(element); });
    this.range = range;
    this.markers = markers.map(function (marker) {
      var element = document.createElement(timeline.select ? "button" : "span");
      if (timeline.select) {
        element.type = "button";
        element.addEventListener("click", function () { timeline.select(marker); });
      }
      element.className = "timeline-marker";
      element.style.left = percent(marker.time, range);
      element.textContent = marker.label;
      element.title = describe ? describe(marker) : marker.label + " at " + formatNumber(marker.time) + " s";
      timeline.strip.appendChild(element);
      return element;
    });
    this.strip.hidden = markers.length === 0;
  };
  Timeline.prototype.show = function (time) {
    this.cursor.style.left = percent(time, this.range);
  };

  return {
    formatNumber: formatNumber,
    withUnit: withUnit,
    velocities: velocities,
    hasValues: hasValues,
    Board: Board,
    LineChart: LineChart,
    ColorChart: ColorChart,
    Timeline: Timeline
  };
})();
