extension HTMLPage {
    /// The page's style sheet. Plain CSS with no `<` or `&`, so it needs no escaping in HTML or
    /// XML; colours follow the system palette `Color` uses.
    static let style = #"""
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7;
          --accent: #007aff; --cursor: #ff3b30; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; color: var(--ink); background: #ffffff;
          font: 14px/1.4 -apple-system, system-ui, "Helvetica Neue", Helvetica, Arial, sans-serif; }
        header h1 { margin: 0 0 4px; font-size: 20px; font-weight: 600; }
        header p { margin: 0 0 16px; color: var(--muted); }
        main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        .player { flex: 0 0 auto; max-width: 100%; }
        .stage { max-width: 100%; border: 1px solid var(--line); line-height: 0;
          background: repeating-conic-gradient(#ececec 0 25%, #ffffff 0 50%) 0 0 / 16px 16px; }
        .stage svg { display: block; max-width: 100%; height: auto; }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 12px; }
        .controls input { flex: 1 1 140px; min-width: 120px; margin: 0; accent-color: var(--accent); }
        button { font: inherit; padding: 4px 12px; color: var(--ink); background: var(--panel);
          border: 1px solid var(--line); border-radius: 6px; cursor: pointer; }
        button:hover { border-color: var(--muted); }
        button:disabled { opacity: 0.4; cursor: default; }
        #play { min-width: 5.5em; }
        #clock { min-width: 13em; color: var(--muted); font-variant-numeric: tabular-nums; }
        .hint { margin: 8px 0 0; font-size: 12px; color: var(--muted); }
        .plots { flex: 1 1 340px; min-width: 280px; max-width: 760px; }
        .plots h2 { margin: 0 0 8px; font-size: 15px; font-weight: 600; }
        .plot-group h3 { margin: 14px 0 4px; font-size: 13px; font-weight: 600; }
        .plot { margin: 0 0 8px; max-width: 380px; }
        .plot figcaption { display: flex; justify-content: space-between; gap: 12px; font-size: 12px;
          color: var(--muted); }
        .plot-value { color: var(--ink); font-variant-numeric: tabular-nums; }
        .plot svg { display: block; width: 100%; max-width: 380px; height: auto; }
        .plot-area { fill: var(--panel); }
        .plot-line { fill: none; stroke: var(--accent); stroke-width: 1.5; stroke-linejoin: round; }
        .plot-cursor { stroke: var(--cursor); stroke-width: 1; }
        .plot-dot { fill: var(--cursor); }
        .plot-label { font-size: 10px; fill: var(--muted); font-variant-numeric: tabular-nums; }
        .plot-line-red { stroke: #ff3b30; }
        .plot-line-green { stroke: #34c759; }
        .plot-line-blue { stroke: #007aff; }
        .plot-line-opacity { stroke: #8e8e93; stroke-dasharray: 4 3; }
        .plot-swatch { display: inline-block; width: 12px; height: 12px; margin-left: auto;
          border: 1px solid var(--line); border-radius: 3px; vertical-align: middle; }
        .plot-color figcaption { align-items: center; }
        .plot-strip { shape-rendering: crispEdges; }
        body.picture-only { padding: 0; }
        body.picture-only header, body.picture-only .controls, body.picture-only .hint,
          body.picture-only .plots { display: none; }
        body.picture-only .player { width: auto; max-width: none; }
        body.picture-only .stage { border: 0; background: none; max-width: none; }
        body.picture-only .stage svg { max-width: none; }
        """#
}
