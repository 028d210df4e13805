import Foundation

/// Reads the report's size section as a browser lays it out: a script added to a copy of the
/// page writes what it found into the page as JSON, which `--dump-dom` brings back.
enum SizeSectionProbe {
  /// What the script found.
  struct Section: Decodable {
    /// Whether the section, its chart and its table have a size and are not hidden.
    var sectionVisible: Bool
    var chartVisible: Bool
    var tableVisible: Bool
    /// Each device's bars, their laid-out widths in px.
    var bars: [Bars]
    /// Each row of the figures table: the device and its numbers, as shown.
    var rows: [Row]
    /// How many proposed image sets the section lists.
    var proposals: Int
  }

  struct Bars: Decodable {
    var device: String
    var uses: Double
    var unused: Double
    var catalog: Double
  }

  struct Row: Decodable {
    var device: String
    var figures: [Int]
  }

  /// The size section of `page`, laid out in a window of `width`×`height`, as `script` reads it.
  static func read(_ page: URL, in browser: HeadlessChromium, width: Int, height: Int) throws
    -> Section
  {
    try browser.probe(
      page, script: script, id: "size-probe", width: width, height: height, as: Section.self)
  }

  static let script = """
    (function () {
      function visible(element) {
        if (!element) return false;
        var box = element.getBoundingClientRect(), style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
          && style.display !== 'none';
      }
      var chart = document.getElementById('size-chart');
      var table = document.getElementById('size-figures');
      var bars = Array.prototype.map.call(chart.querySelectorAll('g[data-size-device]'), function (g) {
        function width(kind) { return g.querySelector('rect.' + kind).getBoundingClientRect().width; }
        return { device: g.dataset.sizeDevice, uses: width('uses'), unused: width('unused'),
          catalog: width('catalog') };
      });
      var rows = Array.prototype.map.call(table.tBodies[0].rows, function (row) {
        return { device: row.dataset.sizeDevice,
          figures: Array.prototype.map.call(row.querySelectorAll('td'), function (cell) {
            return Number(cell.textContent);
          }) };
      });
      var out = document.createElement('pre');
      out.id = 'size-probe';
      out.textContent = JSON.stringify({
        sectionVisible: visible(document.getElementById('size')), chartVisible: visible(chart),
        tableVisible: visible(table), bars: bars, rows: rows,
        proposals: document.querySelectorAll('#size-proposals > li').length
      });
      document.body.appendChild(out);
    })();

    """
}
