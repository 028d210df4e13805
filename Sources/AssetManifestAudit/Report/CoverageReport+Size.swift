extension CoverageReport {
  /// The size section: per device, a chart of the bytes it uses and downloads unused beside
  /// what it would download from an asset catalog (an inline SVG, no script), the figures, and
  /// the largest savings, each with its proposed image set and the devices whose file the move
  /// would change.
  func sizeSection() -> String {
    guard let size else { return "" }
    var out = "<h2 id=\"size\">What each device downloads</h2>\n"
    out += "<p>\(Self.escape(SizeAudit.heading))</p>\n"
    out += sizeChart(size)
    out += "<table id=\"size-figures\">\n<thead><tr><th>device</th><th>downloads</th>"
    out +=
      "<th>uses</th><th>unused</th><th>in a catalog</th><th>saving</th></tr></thead>\n<tbody>\n"
    for figures in size.devices {
      out +=
        "<tr data-size-device=\"\(Self.escape(figures.device))\"><th>\(Self.escape(figures.device))</th>"
      for value in [
        figures.downloads, figures.uses, figures.unused, figures.catalogDownloads, figures.saving,
      ] {
        out += "<td>\(value)</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n"
    out += "<h3 id=\"size-savings\">The largest savings</h3>\n"
    guard !size.savings.isEmpty else {
      return out + "<p>No asset would save bytes in a catalog.</p>\n"
    }
    out +=
      "<p>The \(size.proposals.count) assets whose move into an image set saves the most, summed "
      + "over the \(size.devices.count) devices, each with the set that would replace its "
      + "files.</p>\n<ol id=\"size-proposals\">\n"
    for saving in size.proposals {
      out += "<li><b>\(Self.escape(saving.proposal.request))</b>: saves up to "
      out += "\(saving.largest) bytes on one device, \(saving.total) summed; its files hold "
      out += "\(saving.bytes)."
      for path in saving.proposal.leftOut {
        out += "<br>Stays loose (no slot holds it): \(Self.escape(path))"
      }
      for change in saving.changes {
        out +=
          "<br><span class=\"move-changes\">The move would change \(Self.escape(change.device))'s "
        out += "file: \(Self.escape(change.loose ?? "no file")) → "
        out += "\(Self.escape(change.catalog ?? "no file"))</span>"
      }
      out += "<details><summary>\(Self.escape(saving.proposal.folder))/Contents.json</summary>"
      out += "<pre>\(Self.escape(saving.proposal.contentsJSON))</pre></details></li>\n"
    }
    out += "</ol>\n"
    if size.savings.count > size.proposals.count {
      out +=
        "<p>\(size.savings.count - size.proposals.count) more assets save bytes: "
        + "<code>asset-manifest size</code> lists them.</p>\n"
    }
    return out
  }

  /// A bar per device: the bytes it uses and those it downloads unused, one bar as long as
  /// its downloads, and under it a bar of what it would download from a catalog.
  private func sizeChart(_ size: SizeAudit) -> String {
    let largest = max(1, size.devices.map(\.downloads).max() ?? 1)
    let (label, bar, row) = (140.0, 440.0, 30.0)
    let height = Int(row * Double(size.devices.count)) + 24
    func width(_ bytes: Int) -> String { Self.svgNumber(bar * Double(bytes) / Double(largest)) }
    var out =
      "<svg id=\"size-chart\" role=\"img\" width=\"600\" height=\"\(height)\" "
      + "viewBox=\"0 0 600 \(height)\" xmlns=\"http://www.w3.org/2000/svg\" "
      + "font-family=\"system-ui, sans-serif\" font-size=\"12\">\n"
    out += "<title>Bytes each device downloads, uses and would download from a catalog</title>\n"
    for (index, figures) in size.devices.enumerated() {
      let top = row * Double(index)
      let name = Self.escape(figures.device)
      out += "<g data-size-device=\"\(name)\">"
      out += "<text x=\"0\" y=\"\(Self.svgNumber(top + 12))\">\(name)</text>"
      out +=
        "<rect class=\"uses\" x=\"\(label)\" y=\"\(Self.svgNumber(top))\" width=\"\(width(figures.uses))\" "
      out +=
        "height=\"14\" fill=\"#4a9a4a\"><title>\(name) uses \(figures.uses) bytes</title></rect>"
      out +=
        "<rect class=\"unused\" x=\"\(Self.svgNumber(label + bar * Double(figures.uses) / Double(largest)))\" "
      out +=
        "y=\"\(Self.svgNumber(top))\" width=\"\(width(figures.unused))\" height=\"14\" fill=\"#e08a8a\">"
      out += "<title>\(name) downloads \(figures.unused) bytes it never uses</title></rect>"
      out += "<rect class=\"catalog\" x=\"\(label)\" y=\"\(Self.svgNumber(top + 16))\" "
      out += "width=\"\(width(figures.catalogDownloads))\" height=\"8\" fill=\"#5a7fd0\">"
      out +=
        "<title>\(name) would download \(figures.catalogDownloads) bytes from a catalog</title></rect>"
      out += "</g>\n"
    }
    let legend = Int(row * Double(size.devices.count)) + 14
    out += "<text x=\"0\" y=\"\(legend)\"><tspan fill=\"#4a9a4a\">■ uses</tspan> "
    out += "<tspan fill=\"#e08a8a\">■ downloads, never uses</tspan> "
    out += "<tspan fill=\"#5a7fd0\">■ in a catalog</tspan></text>\n"
    return out + "</svg>\n"
  }

  /// A coordinate with at most one decimal.
  private static func svgNumber(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
