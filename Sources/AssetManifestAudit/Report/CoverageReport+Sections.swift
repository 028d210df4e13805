import AssetManifestGenerator

extension CoverageReport {
  /// ` (2 of the checks, 3 unused, 1 in catalogs)`: the count of each kind there is.
  func findingCounts() -> String {
    let counts = Diagnostic.Topic.allCases.compactMap { topic -> String? in
      let count = findings.count { $0.diagnostic.topic == topic }
      return count == 0 ? nil : "\(count) \(Self.summaryLabel(topic))"
    }
    return counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))"
  }

  /// The findings, a section per kind, each finding linked to its asset's row.
  func findingList() -> String {
    var out = "<h2 id=\"findings\">Findings</h2>\n"
    guard !findings.isEmpty else { return out + "<p>None.</p>\n" }
    for topic in Diagnostic.Topic.allCases {
      let indices = findings.indices.filter { findings[$0].diagnostic.topic == topic }
      guard !indices.isEmpty else { continue }
      out +=
        "<h3 id=\"findings-\(topic.rawValue)\">\(Self.heading(topic)) (\(indices.count))</h3>\n"
      out += "<ol class=\"finding-list\">\n"
      for index in indices {
        let diagnostic = findings[index].diagnostic
        out += "<li id=\"f-\(index)\" class=\"\(diagnostic.severity.rawValue)\">"
        if let group = findings[index].group {
          out += "<a href=\"#a-\(group)\">\(Self.escape(groups[group].request))</a>: "
        }
        out += "<code>\(Self.escape(diagnostic.description))</code></li>\n"
      }
      out += "</ol>\n"
    }
    return out
  }

  /// The catalogs' sets, marked as catalog assets, each slot once with its
  /// appearance and other traits, its file and the file's size; a color set's colors.
  func catalogList() -> String {
    guard !catalogs.isEmpty else { return "" }
    var out = "<h2 id=\"catalogs\">Asset catalogs</h2>\n"
    out +=
      "<p>Image, color and data sets get constants named as Xcode names them; UIKit, AppKit "
      + "and SwiftUI pick their variants at run time.</p>\n"
    for catalog in catalogs {
      out += "<h3>\(Self.escape(catalog.path)) (\(catalog.sets.count) sets)</h3>\n"
      out += "<table class=\"catalog\">\n<thead><tr><th>set</th><th>kind</th>"
      out += "<th>slots or colors</th>"
      out += "</tr></thead>\n<tbody>\n"
      for set in catalog.sets {
        out += "<tr class=\"catalog-asset\"><th>\(Self.escape(set.name))</th>"
        out += "<td>\(Self.escape(set.kind))</td><td>"
        if let reason = set.unreadable {
          out += "Contents.json cannot be read: \(Self.escape(reason))"
        } else if set.isColorSet {
          out += set.colors.map { Self.escape($0.description) }.joined(separator: "<br>")
        } else {
          out += set.listedSlots.map { slot in
            let size = slot.filename.flatMap { set.images[$0] }.map { " (\($0.size))" } ?? ""
            return Self.escape(slot.description + size)
          }.joined(separator: "<br>")
        }
        out += "</td></tr>\n"
      }
      out += "</tbody>\n</table>\n"
    }
    return out
  }

  private static func heading(_ topic: Diagnostic.Topic) -> String {
    switch topic {
    case .checks: "Checks"
    case .unused: "Unused assets"
    case .catalog: "Asset catalogs"
    case .duplicate: "Duplicate files"
    }
  }

  private static func summaryLabel(_ topic: Diagnostic.Topic) -> String {
    switch topic {
    case .checks: "of the checks"
    case .unused: "unused"
    case .catalog: "in catalogs"
    case .duplicate: "duplicates"
    }
  }
}
