import AssetFileReaders
import AssetManifestGenerator
import StandardPathsCore

/// The coverage report: one self-contained HTML page with a summary per device, a grid of
/// assets × devices showing the file each device gets, and every finding of the checks.
///
/// An asset is one row, and one count in the header and the summary. A localized asset's
/// language rows follow it and belong to it: each shows what a user of that language gets,
/// which may be another folder's file (the runtime's `LocalizationOrder`, through the same
/// `TableResolver.localizedAnswers` the `--language` view uses); a cell is "not served" only
/// when that user gets no file.
///
/// The page needs no network and no script to be read: the grid is a plain table, and a little
/// script only adds the filters. Its bytes depend on the assets alone (no date, no machine path).
package struct CoverageReport: Sendable {
  /// A finding of the checks, with the asset row it is about.
  package struct Finding: Sendable {
    package var diagnostic: Diagnostic
    /// The index of the group the finding is about, when it is about one.
    package var group: Int?

    package init(diagnostic: Diagnostic, group: Int?) {
      self.diagnostic = diagnostic
      self.group = group
    }
  }

  package var title: String
  package var groups: [AssetGroup]
  package var table: ResolvedTable
  package var coverage: Coverage
  package var images: [String: ImageFacts]
  package var findings: [Finding]
  /// Where a cell links to for each file (a path relative to the report), by path in the bundle.
  package var links: [String: String]
  /// What a thumbnail shows for each file that has one (a relative path or a data URI).
  package var thumbnails: [String: String]
  /// The asset catalogs, listed with their sets and slots.
  package var catalogs: [AssetCatalog]
  /// What each cell shows: a language row's answers are those its language's users get.
  package var shown: ResolvedTable
  /// Whether a cell's file comes from another folder than its row's, `servedElsewhere[row][column]`.
  package var servedElsewhere: [[Bool]]
  /// What each device downloads, for the size section; nil for none.
  package var size: SizeAudit?

  package init(
    title: String, groups: [AssetGroup], table: ResolvedTable, images: [String: ImageFacts],
    findings: [Finding], links: [String: String], thumbnails: [String: String],
    catalogs: [AssetCatalog] = [], developmentLanguage: String = "en", size: SizeAudit? = nil
  ) {
    self.size = size
    self.title = title
    self.groups = groups
    self.table = table
    var shown = table
    var elsewhere = table.answers.map { $0.map { _ in false } }
    // The statuses of a language row weigh its file against every variant of its asset.
    var judged = groups
    var owner = 0
    for (row, group) in groups.enumerated() {
      guard case .localization(let language) = group.role else {
        owner = row
        continue
      }
      judged[row].files = groups[owner].files
      // The files outside any language folder are no language's: they show as they are.
      guard let language, groups[owner].role == .localizedAsset else { continue }
      let served = TableResolver.localizedAnswers(
        owner, groups, table.answers, preferences: [language],
        developmentLanguage: developmentLanguage)
      shown.answers[row] = served
      elsewhere[row] = zip(served, table.answers[row]).map { $0 != nil && $0 != $1 }
    }
    self.shown = shown
    self.servedElsewhere = elsewhere
    self.coverage = Coverage(judged, shown, images: images)
    self.images = images
    self.findings = findings
    self.links = links
    self.thumbnails = thumbnails
    self.catalogs = catalogs
  }

  /// How many assets each device gets with each status, in `Coverage.Status.allCases` order:
  /// one count per asset, its language rows not counted again.
  package var summary: [[Int]] {
    let assets = groups.indices.filter { groups[$0].isConstant }
    return table.devices.indices.map { column in
      Coverage.Status.allCases.map { status in
        assets.count { coverage.statuses[$0][column] == status }
      }
    }
  }

  /// The page.
  package func html() -> String {
    var out = ReportStyle.head(title: "Asset coverage of \(title)")
    out += "<h1>Asset coverage of \(escape(title))</h1>\n"
    let fileCount = groups.filter(\.holdsFiles).reduce(0) { $0 + $1.files.count }
    let assetCount = groups.filter(\.isConstant).count
    let setCount = catalogs.reduce(0) { $0 + $1.sets.count }
    let localized = groups.count { $0.role == .localizedAsset }
    let languageRows = groups.count { !$0.isConstant }
    out += "<p>\(assetCount) assets"
    if localized > 0 {
      out += " (\(localized) localized, with \(languageRows) language rows under them)"
    }
    out += ", \(fileCount) files, \(table.devices.count) devices"
    out += setCount == 0 ? "; " : ", \(setCount) catalog sets; "
    out += "\(findings.count) findings\(findingCounts()). Made by asset-manifest "
    out += "\(GeneratorVersion.current).</p>\n"
    out += legend()
    if languageRows > 0 {
      out += "<p>A localized asset's row shows what a user of none of its languages gets; each "
      out += "language row under it, what a user of that language gets, from another folder "
      out += "when its own has no file for the device (\"from …\"). The counts are of assets.</p>\n"
    }
    out += summaryTable()
    out += sizeSection()
    out += findingList()
    out += catalogList()
    out += grid()
    out += ReportStyle.script
    out += "</body>\n</html>\n"
    return out
  }

  private func legend() -> String {
    var out = "<p class=\"legend\">"
    for status in Coverage.Status.allCases {
      out += "<span class=\"\(status.rawValue)\">\(Self.label(status))</span> "
    }
    return out + "\(Self.dittoMark) the file of the cell to its left</p>\n"
  }

  /// What each status is called in the page.
  package static func label(_ status: Coverage.Status) -> String {
    switch status {
    case .atScale: "at the device's scale"
    case .upscaled: "upscaled"
    case .downscaled: "downscaled"
    case .oneScale: "one scale only"
    case .notServed: "not served"
    }
  }

  private func summaryTable() -> String {
    var out = "<h2 id=\"devices\">Devices</h2>\n<table id=\"summary\">\n<thead><tr><th>device</th>"
    out += "<th>idiom</th><th>scale</th><th>points</th>"
    for status in Coverage.Status.allCases { out += "<th>\(Self.label(status))</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for (device, counts) in zip(table.devices, summary) {
      out +=
        "<tr data-device=\"\(escape(device.description))\"><th>\(escape(device.description))</th>"
      out += "<td>\(device.idiom.rawValue)</td><td>\(Checks.number(device.scale))x</td>"
      out +=
        "<td>\(device.screenSize.map { "\(Checks.number($0.width))×\(Checks.number($0.height))" } ?? "—")</td>"
      for (status, count) in zip(Coverage.Status.allCases, counts) {
        out += "<td class=\"\(status.rawValue)\" data-status=\"\(status.rawValue)\">\(count)</td>"
      }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n"
  }

  private func grid() -> String {
    var findingsByGroup: [Int: [Int]] = [:]
    for (index, finding) in findings.enumerated() {
      if let group = finding.group { findingsByGroup[group, default: []].append(index) }
    }
    let folders = Set(groups.map(\.folder)).sorted(by: UTF8Order.precedes)
    var out = "<h2 id=\"assets\">Assets</h2>\n"
    out += ReportStyle.filters(folders: folders, devices: table.devices.map(\.description))
    // The box scrolls sideways rather than the page when the devices do not fit the window;
    // it is at most the window's height, so that its header row stays in sight as it scrolls.
    out += "<div id=\"grid-box\">\n<table id=\"grid\">\n<thead><tr><th>asset</th>"
    for device in table.devices {
      out += "<th data-device=\"\(escape(device.description))\">\(escape(device.description))"
      out += "<br><small>\(Checks.number(device.scale))x</small></th>"
    }
    out += "</tr></thead>\n<tbody>\n"
    var owner = 0
    for (index, group) in groups.enumerated() {
      // A language row sits with its asset: filtered and searched by the asset's folder and name.
      if group.isConstant { owner = index }
      let asset = groups[owner]
      out += "<tr id=\"a-\(index)\" "
      if !group.isConstant { out += "class=\"language\" data-asset=\"a-\(owner)\" " }
      out += "data-folder=\"\(escape(asset.folder))\" "
      out += "data-name=\"\(escape(asset.request.lowercased()))\"><th>"
      if case .localization(let language) = group.role {
        out += "<small>\(escape(language.map { $0 + ".lproj" } ?? "no language folder"))</small> "
      }
      out += BreakableName.html(group.request)
      if let own = findingsByGroup[index] {
        out += " <a class=\"flag\" href=\"#f-\(own[0])\">\(own.count) finding"
        out += "\(own.count == 1 ? "" : "s")</a>"
      }
      out += "</th>"
      let ownFolderOnly = group.role == .localization(nil)
      // The file of the cell to the left, which a cell serving it again shows as a ditto mark.
      var left: String?
      for (column, answer) in shown.answers[index].enumerated() {
        let file = answer.map { shown.files[$0] }
        if file == nil, ownFolderOnly {
          // No user is sent to this row first: its users are each language row's.
          out += "<td class=\"absent\">none here</td>"
          left = nil
          continue
        }
        let status = coverage.statuses[index][column]
        let elsewhere = servedElsewhere[index][column]
        if let file, file == left {
          out += ditto(file, status: status, from: elsewhere)
        } else {
          out += cell(file, status: status, from: elsewhere)
        }
        left = file
      }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n</div>\n"
  }

  /// One cell: the thumbnail and the name, one link to the file. Kept short, since a report
  /// of 10,000 assets on 19 devices has 190,000 cells (most of them `ditto` marks).
  private func cell(_ file: String?, status: Coverage.Status, from elsewhere: Bool = false)
    -> String
  {
    guard let file else { return "<td class=\"not-served\">—</td>" }
    var content = ""
    if let thumbnail = thumbnails[file] {
      var size = ""
      if let facts = images[file] {
        // At most 48 px on the longer side, so rows keep their height before images load.
        let factor = min(1, 48 / Double(max(facts.width, facts.height)))
        size =
          " width=\"\(max(1, Int((Double(facts.width) * factor).rounded())))\" "
          + "height=\"\(max(1, Int((Double(facts.height) * factor).rounded())))\""
      }
      content = "<img loading=\"lazy\" src=\"\(escape(thumbnail))\" alt=\"\"\(size)><br>"
    }
    // A file of another folder is named with its folder, which says where the user is sent.
    content +=
      elsewhere
      ? "from " + BreakableName.html(Self.languageFolderPath(file))
      : BreakableName.html(Checks.name(file))
    var out = "<td class=\"\(Self.classes(status, elsewhere: elsewhere))\">"
    out += links[file].map { "<a href=\"\(escape($0))\">\(content)</a>" } ?? content
    if let facts = images[file] { out += "<br><small>\(facts.size)</small>" }
    return out + "</td>"
  }

  /// A cell serving its left neighbour's file: a ditto mark, coloured by its own status, with
  /// the file's name as its title. Most cells of a large project repeat their neighbour (an
  /// asset of one file is one file on 19 devices), and drawing each in full made the page of
  /// 10,000 assets 44 MB, which Chromium took two minutes to open; the script writes the file
  /// into the cell when the device filter hides its neighbour.
  private func ditto(_ file: String, status: Coverage.Status, from elsewhere: Bool) -> String {
    let name = elsewhere ? "from " + Self.languageFolderPath(file) : Checks.name(file)
    return "<td class=\"\(Self.classes(status, elsewhere: elsewhere)) same\" "
      + "title=\"\(escape(name))\">\(Self.dittoMark)</td>"
  }

  /// A served cell's classes: its status, and `elsewhere` for a file of another folder.
  private static func classes(_ status: Coverage.Status, elsewhere: Bool) -> String {
    status.rawValue + (elsewhere ? " elsewhere" : "")
  }

  /// What a cell shows for the file of the cell to its left.
  static let dittoMark = "″"

  /// `de.lproj/banner.png` for `Art/de.lproj/banner.png`: a file's language folder and name, or
  /// its name when it is in none.
  static func languageFolderPath(_ file: String) -> String {
    guard let (language, path, _) = file.localization else { return Checks.name(file) }
    return language + ".lproj/" + Checks.name(path)
  }

  /// `text` safe inside HTML text and quoted attributes.
  package static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    // By scalar: a quote with a combining mark after it is one `Character`, and must still
    // be escaped.
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private func escape(_ text: String) -> String { Self.escape(text) }
}
