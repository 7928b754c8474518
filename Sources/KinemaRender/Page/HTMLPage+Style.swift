extension HTMLPage {
    /// The page's style sheet. Plain CSS with no `<` or `&`, so it needs no escaping in HTML or
    /// XML; colours follow the system palette `Color` uses, in its light and dark variants, and the
    /// layout folds into one column at a phone's width.
    static let style = #"""
        :root { color-scheme: light dark; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7;
          --page: #ffffff; --accent: #007aff; --second: #ff9500; --third: #34c759; --fourth: #af52de;
          --cursor: #ff3b30; --marker: #8e8e93; --code: #f5f5f7;
          --tok-kw: #ad3da4; --tok-str: #c41a16; --tok-num: #1c00cf; --tok-com: #5d6c79; --tok-type: #0b4f79;
          --tok-attr: #643820; --tok-member: #326d74; }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #f5f5f7; --muted: #a1a1a6; --line: #424245; --panel: #2c2c2e; --page: #1c1c1e;
            --accent: #0a84ff; --second: #ff9f0a; --third: #30d158; --fourth: #bf5af2; --cursor: #ff453a;
            --marker: #98989d; --code: #232325;
            --tok-kw: #fc5fa3; --tok-str: #fc6a5d; --tok-num: #d0bf69; --tok-com: #7f8c98; --tok-type: #5dd8ff;
            --tok-attr: #fd8f3f; --tok-member: #67b7a4; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; color: var(--ink); background: var(--page);
          font: 14px/1.4 -apple-system, system-ui, "Helvetica Neue", Helvetica, "DejaVu Sans", Arial, sans-serif; }
        a { color: var(--accent); }
        header { max-width: 1100px; }
        header h1 { margin: 0 0 4px; font-size: 20px; font-weight: 600; }
        header p { margin: 0 0 8px; color: var(--muted); }
        header .explanation { color: var(--ink); font-size: 15px; max-width: 72ch; }
        header .summary { font-size: 12px; }
        .back { margin: 0 0 8px; font-size: 13px; }
        .back a { text-decoration: none; }
        .links { margin: 8px 0 16px; font-size: 13px; color: var(--muted); }
        main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; margin-top: 12px; }
        .player { flex: 0 1 auto; width: 100%; }
        .stages { display: flex; flex-wrap: wrap; gap: 16px; }
        .stage-box { margin: 0; flex: 1 1 0; min-width: 0; }
        .stage-box figcaption { font-size: 12px; font-weight: 600; margin-bottom: 4px; }
        .stage { max-width: 100%; border: 1px solid var(--line); line-height: 0;
          background: repeating-conic-gradient(#ececec 0 25%, #ffffff 0 50%) 0 0 / 16px 16px; }
        .stage svg { display: block; width: 100%; max-width: 100%; height: auto; }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 12px; }
        .controls input[type=range] { flex: 1 1 140px; min-width: 120px; margin: 0; accent-color: var(--accent); }
        .controls.secondary { margin-top: 8px; font-size: 13px; }
        .controls label { display: flex; align-items: center; gap: 6px; color: var(--muted); }
        .controls .speed { flex: 1 1 200px; }
        #speed-value { min-width: 3em; color: var(--ink); font-variant-numeric: tabular-nums; }
        button { font: inherit; padding: 4px 12px; color: var(--ink); background: var(--panel);
          border: 1px solid var(--line); border-radius: 6px; cursor: pointer; }
        button:hover { border-color: var(--muted); }
        button:disabled { opacity: 0.4; cursor: default; }
        #play { min-width: 5.5em; }
        #clock { min-width: 13em; color: var(--muted); font-variant-numeric: tabular-nums; }
        .timeline-markers { position: relative; height: 26px; margin: 8px 0 0; border-top: 2px solid var(--line); }
        .timeline-cursor { position: absolute; top: -6px; width: 2px; height: 10px; margin-left: -1px;
          background: var(--cursor); }
        .timeline-marker { position: absolute; top: 4px; transform: translateX(-50%); padding: 0 6px; font-size: 11px;
          line-height: 18px; border-radius: 9px; white-space: nowrap; }
        .timeline-marker::before { content: ""; position: absolute; left: 50%; top: -6px; height: 6px;
          border-left: 1px dashed var(--marker); }
        .hint { margin: 8px 0 0; font-size: 12px; color: var(--muted); }
        .plots { flex: 1 1 560px; min-width: 280px; max-width: 820px; }
        .plots h2 { margin: 0 0 4px; font-size: 15px; font-weight: 600; }
        .plots-note { margin: 0 0 8px; font-size: 12px; color: var(--muted); }
        .plot-group h3 { margin: 14px 0 4px; font-size: 13px; font-weight: 600; }
        .plot-row { display: flex; flex-wrap: wrap; gap: 0 16px; }
        .plot { margin: 0 0 8px; flex: 1 1 280px; max-width: 380px; }
        .plot figcaption { display: flex; justify-content: space-between; gap: 12px; font-size: 12px;
          color: var(--muted); }
        .plot-value { color: var(--ink); font-variant-numeric: tabular-nums; text-align: right; }
        .plot-value span + span { margin-left: 10px; }
        .run-swatch { display: inline-block; width: 10px; height: 10px; margin-right: 6px; border-radius: 50%; }
        .plot svg { display: block; width: 100%; max-width: 380px; height: auto; }
        .plot-area { fill: var(--panel); }
        .plot-line { fill: none; stroke: var(--accent); stroke-width: 1.5; stroke-linejoin: round; }
        .plot-velocity .plot-line { stroke-width: 1.25; }
        .plot-zero { stroke: var(--line); stroke-width: 1; }
        .plot-marker { stroke: var(--marker); stroke-width: 1; stroke-dasharray: 3 3; }
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
        .source { margin-top: 24px; max-width: 1100px; }
        .source-head { display: flex; align-items: center; justify-content: space-between; }
        .source h2 { margin: 0; font-size: 15px; font-weight: 600; }
        .source pre { margin: 8px 0 0; padding: 12px 14px; overflow-x: auto; background: var(--code);
          border: 1px solid var(--line); border-radius: 8px;
          font: 12.5px/1.5 ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; tab-size: 4; }
        .tok-kw { color: var(--tok-kw); font-weight: 600; }
        .tok-str { color: var(--tok-str); }
        .tok-num { color: var(--tok-num); }
        .tok-com { color: var(--tok-com); font-style: italic; }
        .tok-type { color: var(--tok-type); }
        .tok-attr { color: var(--tok-attr); }
        .tok-member { color: var(--tok-member); }
        @media (max-width: 600px) {
          body { padding: 12px; }
          main { gap: 16px; }
          .plots { flex-basis: 100%; }
          .plot { flex-basis: 100%; max-width: none; }
          .plot svg { max-width: none; }
          #clock { min-width: 0; flex-basis: 100%; }
        }
        body.picture-only { padding: 0; }
        body.picture-only header, body.picture-only .controls, body.picture-only .hint,
          body.picture-only .plots, body.picture-only .timeline-markers, body.picture-only .links,
          body.picture-only .source, body.picture-only .stage-box figcaption { display: none; }
        body.picture-only main { margin: 0; }
        body.picture-only .player { width: auto; max-width: none !important; }
        body.picture-only .stage { border: 0; background: none; max-width: none; }
        body.picture-only .stage svg { width: auto; max-width: none; }
        """#
}
