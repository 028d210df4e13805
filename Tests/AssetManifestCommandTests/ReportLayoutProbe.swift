import Foundation

/// Measures how a browser lays out a coverage report: a script added to a copy of the page
/// writes what it measured into the page as JSON, which `--dump-dom` brings back.
enum ReportLayoutProbe {
  /// What the script measured.
  struct Layout: Decodable {
    /// The width of the window, and of the page's visible part (less a scroll bar).
    var windowWidth: Double
    var visibleWidth: Double
    /// The width of the page's content: wider than the visible part, the page scrolls sideways.
    var pageWidth: Double
    /// The cells of the grid's header row.
    var columns: Int
    /// The grid's parent element: the width of its content and of its visible part.
    var boxScrollWidth: Double
    var boxClientWidth: Double
    /// How far the parent scrolled when told to scroll to its right end.
    var scrollLeft: Double
    /// Each row's first cell, after that scroll.
    var firstColumn: [FirstCell]
    /// Every file name and asset path in the grid, as the lines it is laid out on.
    var names: [[String]]
  }

  struct FirstCell: Decodable {
    /// From the parent's left edge (inside its border) to the cell's.
    var offset: Double
    /// Whether the cell is what a click on it reaches, for a cell in the window; nil otherwise.
    var onTop: Bool?
    /// Whether the cell has a background, so that the cells scrolled under it do not show.
    var opaque: Bool
  }

  /// `page` laid out in a window of `width`×`height`, as `script` measures it.
  static func measure(_ page: URL, in browser: HeadlessChromium, width: Int, height: Int) throws
    -> Layout
  {
    try browser.probe(
      page, script: script, id: "layout", width: width, height: height, as: Layout.self)
  }

  /// Runs after the page's own script, once the page is laid out; it reads the names before
  /// scrolling anything.
  static let script = """
    (function () {
      var grid = document.getElementById('grid');
      var box = grid.parentElement;
      var root = document.documentElement;
      var layout = {
        windowWidth: window.innerWidth, visibleWidth: root.clientWidth,
        pageWidth: root.scrollWidth, columns: grid.rows[0].cells.length,
        boxScrollWidth: box.scrollWidth, boxClientWidth: box.clientWidth, names: []
      };
      // A name's text: the link's in a device's cell, the heading's own (not its findings
      // link's) in the asset's.
      function nameText(cell) {
        var top = cell.tagName === 'TD' ? cell.querySelector('a') : cell, nodes = [];
        if (!top) return nodes;
        var walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
        for (var node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement.closest('.flag') || node.data.trim() === '') continue;
          nodes.push(node);
        }
        return nodes;
      }
      // The lines the text is laid out on, told apart by the top of each character's box.
      function lines(nodes) {
        var result = [], line = '', top = null;
        nodes.forEach(function (node) {
          for (var index = 0; index < node.data.length; index += 1) {
            var range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            var rects = range.getClientRects();
            if (rects.length === 0) continue;
            if (top !== null && Math.abs(rects[0].top - top) > 2) {
              result.push(line);
              line = '';
            }
            top = rects[0].top;
            line += node.data[index];
          }
        });
        if (line !== '') result.push(line);
        return result;
      }
      Array.prototype.forEach.call(grid.tBodies[0].rows, function (row) {
        Array.prototype.forEach.call(row.cells, function (cell) {
          var nodes = nameText(cell);
          if (nodes.length) layout.names.push(lines(nodes));
        });
      });
      box.scrollIntoView();
      box.scrollLeft = box.scrollWidth;
      layout.scrollLeft = box.scrollLeft;
      var edge = box.getBoundingClientRect().left + box.clientLeft;
      layout.firstColumn = Array.prototype.map.call(grid.rows, function (row) {
        var cell = row.cells[0], rect = cell.getBoundingClientRect();
        var x = rect.left + 4, y = rect.top + rect.height / 2;
        var hit = y >= 0 && y < window.innerHeight ? document.elementFromPoint(x, y) : null;
        return {
          offset: rect.left - edge, onTop: hit === null ? null : cell.contains(hit),
          opaque: getComputedStyle(cell).backgroundColor !== 'rgba(0, 0, 0, 0)'
        };
      });
      var out = document.createElement('pre');
      out.id = 'layout';
      out.textContent = JSON.stringify(layout);
      document.body.appendChild(out);
    })();

    """
}
