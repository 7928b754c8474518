import Foundation
import KinemaDisplay
import KinemaRender
import KinemaGallery

/// The server's HTML pages: self-contained (styles and scripts inline, no external URL), light
/// and dark with the system's setting, usable at phone width.
enum Pages {
    /// The index: the package's previews (when there are any), then a card per gallery scene and
    /// the tuning panel. A preview's card shows its first frame (`/scene/NAME/frame.svg`). With
    /// `liveReload`, the page follows `/ws/reload`: it reloads after a rebuild and shows a failed
    /// build's errors, as scene pages do.
    static func index(scenes: [GalleryScene], previews: [GalleryScene], liveReload: Bool = false) -> String {
        let cards = scenes.map { scene in
            """
            <a class="card" href="/scene/\(MarkupText.escaped(scene.name))">
              <h2>\(MarkupText.escaped(scene.title))</h2>
              <p>\(MarkupText.escaped(scene.summary))</p>
              <code>\(MarkupText.escaped(scene.name))</code>
            </a>
            """
        }.joined(separator: "\n")
        let previewSection: String
        if previews.isEmpty {
            previewSection = ""
        } else {
            let previewCards = previews.map(stillCard).joined(separator: "\n")
            previewSection = """
                <section>
                <h2>Your previews</h2>
                <p>The package's <code>#Preview</code>s and preview providers, live like the scenes below.</p>
                <div class="grid previews">
                \(previewCards)
                </div>
                </section>
                <h2>The gallery</h2>
                """
        }
        return page(title: "Kinema preview", body: """
            <header><h1>Kinema preview</h1>
            <p>Every scene runs live on this server: tap, drag and press them as you would on a device.
            Every frame is computed by Kinema and streamed at the display rate.</p>
            <p><a class="button" href="/tune">Open the tuning panel</a> — springs, Bézier curves and keyframes.</p>
            </header>
            <div id="build" hidden></div>
            \(previewSection)
            <div class="grid">
            \(cards)
            </div>
            """, script: liveReload ? indexReloadScript : "")
    }

    /// The index's part in a live reload: news on `/ws/reload`, exposed on `window.kinema`
    /// (`reloading`, `buildErrors`) for tests.
    static let indexReloadScript = """
        (function () {
          "use strict";
          var k = window.kinema = { reloading: false, buildErrors: [] };
          var build = document.getElementById("build");
          var ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/reload");
          ws.onmessage = function (event) {
            var m = JSON.parse(event.data);
            if (m.type === "reload") k.reloading = true;
            else if (m.type === "build") { k.buildErrors = m.errors; build.innerHTML = m.html; build.hidden = false; }
          };
          ws.onclose = function () { if (k.reloading) waitForServer(); };
          \(waitForServerScript)
        })();
        """

    /// `waitForServer()`: once the old server's socket has closed, asks `/health` every 250 ms
    /// until the new server answers, then reloads the page.
    static let waitForServerScript = """
        function waitForServer() {
            fetch("/health", { cache: "no-store" }).then(function (response) {
              if (response.ok) location.reload(); else setTimeout(waitForServer, 250);
            }, function () { setTimeout(waitForServer, 250); });
          }
        """

    /// A card linking a preview's or window's page, with its first frame.
    static func stillCard(_ scene: GalleryScene) -> String {
        """
        <a class="card" href="/scene/\(MarkupText.escaped(scene.name))">
          <img class="still" alt="" src="/scene/\(MarkupText.escaped(scene.name))/frame.svg">
          <h2>\(MarkupText.escaped(scene.title))</h2>
          <p>\(MarkupText.escaped(scene.summary))</p>
        </a>
        """
    }

    /// The index of an app served live: one card per window, each with its first frame.
    static func appIndex(app: String, windows: [GalleryScene]) -> String {
        let cards = windows.map(stillCard).joined(separator: "\n")
        return page(title: app, body: """
            <header><h1>\(MarkupText.escaped(app))</h1>
            <p>The app runs live on this machine: open a window, then tap, drag and type as you would on a
            device. Each page is a fresh launch of the app.</p>
            </header>
            <div class="grid previews">
            \(cards)
            </div>
            """)
    }

    static func notFound() -> String {
        page(title: "Not found", body: """
            <header><h1>Not found</h1><p>No such page. <a href="/">Back to the scenes</a>.</p></header>
            """)
    }


    /// A JavaScript string literal that is safe inside a `<script>` element.
    static func script(_ text: String) -> String {
        JSONString.literal(text, scriptSafe: true)
    }

    static func page(title: String, body: String, script: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        \(PageIcon.link)
        <title>\(MarkupText.escaped(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)
        <script>\(script)</script>
        </body>
        </html>
        """
    }

    static let style = """
        :root { --bg: #f5f5f7; --fg: #1d1d1f; --muted: #6e6e73; --card: #ffffff; --line: #d2d2d7;
          --accent: #0071e3; --code: #f0f0f3; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --card: #2c2c2e; --line: #3a3a3c;
            --accent: #2997ff; --code: #3a3a3c; }
        }
        * { box-sizing: border-box; }
        body { font-family: -apple-system, system-ui, "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 0;
          padding: 1em; background: var(--bg); color: var(--fg); line-height: 1.4; }
        a { color: var(--accent); }
        h1 { font-weight: 600; margin: 0.2em 0; overflow-wrap: anywhere; }
        header { max-width: 60em; margin-bottom: 1em; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 1em; }
        .card, .panel { display: block; background: var(--card); border-radius: 12px; padding: 1em; color: inherit;
          text-decoration: none; box-shadow: 0 1px 4px rgba(0,0,0,0.15); }
        .panel { margin-bottom: 1em; }
        .card:hover { box-shadow: 0 2px 12px rgba(0,0,0,0.3); }
        .card h2, .panel h2 { font-size: 1.05em; margin: 0 0 0.4em; }
        .card p { font-size: 0.9em; color: var(--muted); margin: 0 0 0.6em; }
        code, pre { font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 0.85em; }
        pre { background: var(--code); padding: 0.7em; border-radius: 8px; overflow-x: auto; white-space: pre-wrap; }
        .button, button, select, input { font: inherit; color: inherit; }
        .button, button { display: inline-block; background: var(--accent); color: white; border: 0; border-radius: 8px;
          padding: 0.4em 0.9em; text-decoration: none; cursor: pointer; }
        button.secondary { background: var(--code); color: var(--fg); }
        select, input[type=number] { background: var(--card); border: 1px solid var(--line); border-radius: 6px;
          padding: 0.2em 0.4em; max-width: 7em; }
        .live { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; }
        #stage { width: min(100%, 400px); aspect-ratio: 1; background: white; border-radius: 12px; overflow: hidden;
          touch-action: none; user-select: none; cursor: pointer; flex: 0 0 auto; }
        #stage svg { display: block; width: 100%; height: auto; }
        .side { flex: 1 1 16em; min-width: 0; }
        .controls { display: flex; flex-wrap: wrap; gap: 0.6em; align-items: center; margin-bottom: 0.8em; }
        table { border-collapse: collapse; font-size: 0.85em; width: 100%; }
        td, th { text-align: left; padding: 0.2em 0.4em; border-bottom: 1px solid var(--line); }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        .status { color: var(--muted); font-size: 0.9em; }
        .error { color: #ff3b30; }
        .build-errors { background: var(--card); border-left: 4px solid #ff3b30; border-radius: 8px; padding: 0.6em 1em;
          margin-bottom: 1em; max-width: 60em; }
        .build-errors h2 { font-size: 1.05em; margin: 0 0 0.3em; color: #ff3b30; }
        .build-errors ul { margin: 0; padding-left: 1.2em; font-size: 0.9em; }
        .build-errors code { overflow-wrap: anywhere; }
        .chart { background: white; border-radius: 8px; overflow: hidden; }
        .chart svg { display: block; width: 100%; height: auto; }
        .sliders { display: grid; grid-template-columns: repeat(auto-fit, minmax(15em, 1fr)); gap: 0.8em; }
        .group { border: 1px solid var(--line); border-radius: 8px; padding: 0.6em; }
        .group h3 { font-size: 0.9em; margin: 0 0 0.4em; }
        label.slider { display: grid; grid-template-columns: 8.5em 1fr 4.5em; gap: 0.4em; align-items: center;
          font-size: 0.85em; }
        label.slider output { text-align: right; font-variant-numeric: tabular-nums; }
        input[type=range] { width: 100%; }
        .track { position: relative; height: 28px; background: var(--code); border-radius: 14px; margin: 0.6em 0; }
        .dot { position: absolute; top: 4px; width: 20px; height: 20px; border-radius: 10px; background: var(--accent); }
        #bezier-editor { width: min(100%, 260px); background: var(--code); border-radius: 8px; touch-action: none; }
        .still { display: block; max-width: 100%; max-height: 10em; margin: 0 auto 0.5em; }
        @media (max-width: 480px) { body { padding: 0.5em; } label.slider { grid-template-columns: 6.5em 1fr 3.5em; } }
        """
}
