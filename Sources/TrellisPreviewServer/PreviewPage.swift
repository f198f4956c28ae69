/// The page `trellis preview` serves: controls for the device,
/// orientation, appearance and text size, and whether to show pictures
/// (PNG) or pages (HTMLRenderer's, with the view debugger: click a view);
/// one card per preview (its name, file and line, the drawing, and the
/// laid-out view tree as text); the
/// build's errors with file and line. It asks `/api/state` on load, on
/// every change of a control and on every `update` event.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Trellis previews</title>
        <style>
        body { font: 14px -apple-system, Inter, system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
        header { position: sticky; top: 0; background: #fffe; border-bottom: 1px solid #d1d1d6; padding: 10px 16px;
                 display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
        header h1 { font-size: 17px; margin: 0 12px 0 0; }
        #status { margin-left: auto; color: #636366; }
        #status.failed { color: #d70015; font-weight: 600; }
        #errors { margin: 16px; }
        .error { background: #fff0f0; border: 1px solid #ffb3b3; border-radius: 8px; padding: 8px 12px; margin-bottom: 8px;
                 font-family: ui-monospace, monospace; white-space: pre-wrap; }
        #previews { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px; align-items: flex-start; }
        .preview { background: white; border-radius: 12px; padding: 12px; box-shadow: 0 1px 3px #0002; }
        .preview h2 { font-size: 15px; margin: 0 0 2px; }
        .preview .where { color: #636366; font-size: 12px; margin-bottom: 8px; }
        .preview img, .preview iframe { display: block; border: 1px solid #e5e5ea; }
        .preview details { margin-top: 8px; font-size: 12px; }
        .preview pre { margin: 4px 0 0; max-width: 600px; overflow-x: auto; }
        </style>
        </head>
        <body>
        <header>
          <h1>Trellis previews</h1>
          <label>Device <select id="device"></select></label>
          <label>Orientation <select id="orientation"></select></label>
          <label>Appearance <select id="appearance"></select></label>
          <label>Text size <select id="textSize"></select></label>
          <label>Show <select id="show"><option value="html">Pages to inspect</option><option value="png">Pictures</option></select></label>
          <span id="status">Starting…</span>
        </header>
        <div id="errors"></div>
        <div id="previews"></div>
        <script>
        const choices = CHOICES;
        const controls = ["device", "orientation", "appearance", "textSize"];
        for (const name of controls) {
          const select = document.getElementById(name);
          for (const value of choices[name]) select.add(new Option(value, value));
          select.value = localStorage.getItem("trellis-" + name) || choices.standard[name];
          select.addEventListener("change", () => { localStorage.setItem("trellis-" + name, select.value); refresh(); });
        }
        const show = document.getElementById("show");
        show.value = localStorage.getItem("trellis-show") || "html";
        show.addEventListener("change", () => { localStorage.setItem("trellis-show", show.value); refresh(); });
        function element(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined) node.textContent = text;
          return node;
        }
        function place(d) {
          return d.file ? d.file + ":" + d.line + ":" + d.column + ": " : "";
        }
        let asked = 0;
        async function refresh() {
          const ask = ++asked;
          // Spaces as %20: the server reads `+` as itself ("iPhone 15").
          const query = controls.map(name => name + "=" + encodeURIComponent(document.getElementById(name).value)).join("&");
          let state;
          try {
            const response = await fetch("/api/state?" + query);
            state = await response.json();
          } catch (error) {
            document.getElementById("status").textContent = "The server is not answering.";
            return;
          }
          if (ask !== asked) return;
          showState(state);
        }
        function showState(state) {
          const status = document.getElementById("status");
          status.className = state.phase;
          const timing = state.buildSeconds ? ` (build ${state.buildSeconds.toFixed(1)} s` +
            (state.renderSeconds ? `, drawing ${state.renderSeconds.toFixed(1)} s)` : ")") : "";
          status.textContent = { starting: "Starting…", building: "Building…", ready: "Up to date" + timing,
                                 failed: "Build failed" + timing }[state.phase];
          document.body.dataset.generation = state.generation;
          document.body.dataset.phase = state.phase;
          const errors = document.getElementById("errors");
          errors.replaceChildren(...state.diagnostics.concat(state.unreachable).map(d =>
            element("div", "error", place(d) + "error: " + d.message)));
          if (state.renderError) errors.append(element("div", "error", state.renderError));
          const previews = document.getElementById("previews");
          previews.replaceChildren(...state.previews.map(p => {
            const card = element("section", "preview");
            card.dataset.id = p.id;
            card.append(element("h2", "name", p.name), element("div", "where", p.fileID + ":" + p.line));
            if (p.html && show.value === "html") {
              // The page draws the screen at its size with the debugger's
              // panel to its right.
              const frame = element("iframe");
              frame.src = state.renderPath + p.html;
              frame.title = p.name;
              frame.width = Math.round(p.width + 360);
              frame.height = Math.round(Math.max(p.height, 480));
              card.append(frame);
            } else if (p.png) {
              const image = element("img");
              image.src = state.renderPath + p.png;
              image.alt = p.name;
              const zoom = Math.min(1, 420 / Math.max(p.width, 1));
              image.width = Math.round(p.width * zoom);
              image.height = Math.round(p.height * zoom);
              card.append(image);
            }
            if (p.error) card.append(element("div", "error", p.error));
            if (p.text) {
              const details = element("details");
              details.append(element("summary", null, "Views"), element("pre", "tree", p.text));
              card.append(details);
            }
            return card;
          }));
        }
        // `?static`: no event stream, for headless browsers, whose virtual
        // time stops while a request is open (preview-e2e.sh).
        if (!new URLSearchParams(location.search).has("static")) new EventSource("/events").addEventListener("update", refresh);
        refresh();
        </script>
        </body>
        </html>
        """.replacingOccurrences(of: "CHOICES", with: choicesJSON)

    /// The controls' values, and the standard settings, as a JavaScript literal.
    static var choicesJSON: String {
        func list(_ values: [String]) -> String {
            "[" + values.map { PackageSummary.literal($0) }.joined(separator: ", ") + "]"
        }
        let standard = RenderSettings.standard
        return """
            { "device": \(list(RenderSettings.devices)), "orientation": \(list(RenderSettings.orientations)),
              "appearance": \(list(RenderSettings.appearances)), "textSize": \(list(RenderSettings.textSizes)),
              "standard": { "device": \(PackageSummary.literal(standard.device)), "orientation": "\(standard.orientation)",
                            "appearance": "\(standard.appearance)", "textSize": "\(standard.textSize)" } }
            """
    }
}
