/// The fixed parts of the coverage report: its style sheet, the filter controls and the script
/// behind them.
package enum ReportStyle {
  /// What every report's head holds, so that `report --output` replaces only a page it wrote.
  package static let generatorMark = #"<meta name="generator" content="asset-manifest">"#

  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    \(generatorMark)
    <title>\(CoverageReport.escape(title))</title>
    <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 1em 2em; color: #222; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #ccc; padding: 3px 6px; vertical-align: top; }
    thead th { position: sticky; top: 0; background: #f4f4f4; }
    #grid-box { overflow: auto; max-height: 100vh; }
    #grid { border-collapse: separate; border-spacing: 0; }
    #grid th, #grid td { border-width: 0 1px 1px 0; overflow-wrap: normal; word-break: keep-all; }
    #grid thead th { border-top-width: 1px; }
    #grid tr > :first-child { border-left-width: 1px; position: sticky; left: 0; z-index: 1; }
    #grid thead th:first-child { z-index: 2; }
    #grid tbody th { text-align: left; font-weight: normal; max-width: 20em; background: #fff; }
    #grid td { text-align: center; font-size: 12px; max-width: 9em; }
    #grid span { white-space: nowrap; }
    #grid img { max-width: 48px; max-height: 48px; image-rendering: pixelated; }
    #grid td.same { vertical-align: middle; font-size: 20px; color: #555; }
    .at-scale { background: #dff3df; }
    .upscaled { background: #ffd9b3; }
    .downscaled { background: #dde8ff; }
    .one-scale { background: #eeeeee; }
    .not-served { background: #f7c6c6; }
    .absent { background: #f4f4f4; color: #777; }
    .elsewhere { font-style: italic; }
    #grid tr.language > th:first-child { padding-left: 1.5em; }
    .legend span { padding: 2px 6px; margin-right: 4px; border: 1px solid #ccc; }
    .flag { color: #a33; font-size: 12px; }
    li.error code { color: #a00; }
    #filters { margin: 0.5em 0; }
    #filters label { margin-right: 1em; }
    tr:target th { outline: 2px solid #c60; }
    </style>
    </head>
    <body>

    """
  }

  /// The filter controls, hidden until the script shows them: without scripts they would do
  /// nothing.
  static func filters(folders: [String], devices: [String]) -> String {
    var out = "<div id=\"filters\" hidden>\n<label>folder <select id=\"folder\">"
    out += "<option value=\"*\">every folder</option>"
    for folder in folders {
      let name = CoverageReport.escape(folder)
      out += "<option value=\"\(name)\">\(folder.isEmpty ? "(top)" : name)</option>"
    }
    out += "</select></label>\n<label>device <select id=\"device\">"
    out += "<option value=\"*\">every device</option>"
    for device in devices {
      let name = CoverageReport.escape(device)
      out += "<option value=\"\(name)\">\(name)</option>"
    }
    out += "</select></label>\n<label>search <input id=\"search\" type=\"search\" "
    out += "placeholder=\"asset name\"></label> <span id=\"shown\"></span>\n</div>\n"
    return out
  }

  /// Filters rows by folder and search text, and columns by device, through one generated
  /// style rule for the columns so that 10,000 rows are not walked cell by cell.
  static let script = """
    <style id="column-filter"></style>
    <script>
    (function () {
      var filters = document.getElementById('filters');
      var folder = document.getElementById('folder');
      var device = document.getElementById('device');
      var search = document.getElementById('search');
      var shown = document.getElementById('shown');
      var columns = document.getElementById('column-filter');
      var rows = Array.prototype.slice.call(document.querySelectorAll('#grid tbody tr'));
      var heads = Array.prototype.slice.call(document.querySelectorAll('#grid thead th'));
      filters.hidden = false;
      // A ditto mark stands for the file of the cell to its left; once the device filter
      // hides that cell, the cell shows the file itself.
      function fill(column) {
        rows.forEach(function (row) {
          var cell = row.cells[column];
          if (!cell || !cell.classList.contains('same')) return;
          var source = cell.previousElementSibling;
          while (source.classList.contains('same')) source = source.previousElementSibling;
          cell.innerHTML = source.innerHTML;
          cell.classList.remove('same');
          cell.removeAttribute('title');
        });
      }
      function apply() {
        var wantedFolder = folder.value, text = search.value.trim().toLowerCase(), count = 0,
        assets = 0;
        rows.forEach(function (row) {
          var inFolder = wantedFolder === '*' || row.dataset.folder === wantedFolder
            || (wantedFolder !== '' && row.dataset.folder.indexOf(wantedFolder + '/') === 0);
          var visible = inFolder && (text === '' || row.dataset.name.indexOf(text) >= 0);
          row.hidden = !visible;
          // A language row is part of its asset, which is counted once.
          if (row.classList.contains('language')) return;
          assets += 1;
          if (visible) count += 1;
        });
        var rules = [];
        if (device.value !== '*') {
          heads.forEach(function (head, index) {
            if (head.dataset.device && head.dataset.device !== device.value) {
              rules.push('#grid tr > :nth-child(' + (index + 1) + ')');
            } else if (head.dataset.device) {
              fill(index);
            }
          });
        }
        columns.textContent = rules.length ? rules.join(',') + ' { display: none; }' : '';
        shown.textContent = count + ' of ' + assets + ' assets shown';
      }
      // A link can preset the filters: report.html?folder=Characters&device=ipad&search=hero.
      new URLSearchParams(location.search).forEach(function (value, key) {
        var control = { folder: folder, device: device, search: search }[key];
        if (control) control.value = value;
      });
      [folder, device].forEach(function (select) {
        if (select.selectedIndex < 0) select.value = '*';
      });
      folder.addEventListener('change', apply);
      device.addEventListener('change', apply);
      search.addEventListener('input', apply);
      apply();
    })();
    </script>

    """
}
