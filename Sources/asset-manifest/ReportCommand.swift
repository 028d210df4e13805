import AssetFileReaders
import AssetManifestAudit
import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments
import Foundation
import StandardPathsCore

/// `asset-manifest report DIR`: the coverage report, one HTML page.
enum ReportCommand {
  static let usage = Usage(
    "report",
    ["(DIR | --input DIR | --resources FILE)", "[--language CODE]...", "[--sources PATH]..."],
    overview: """
          Write one self-contained HTML page: per device, how many assets it gets at its
          own scale, upscaled, downscaled, in one scale only or not at all; a grid of
          assets x devices with each chosen file's thumbnail, linked to the file; what
          each device downloads, as 'size' measures it, in a chart, with the largest
          savings and their proposed image sets; every finding, a section per kind
          (the checks, unused assets, asset catalogs, duplicate files), linked to its
          asset's row; the catalogs' sets and slots. Opens without network or scripts; a
          little script adds filters by folder and device and a search.
      """,
    options: [
      Option(
        "--output", "FILE",
        help:
          "the page to write (default: report.html); thumbnails link to the files relative to it"),
      Option(
        "--embed",
        help: "put images of up to \(embedLimit / 1024) KB into the page itself (data URIs), so it "
          + "can be moved or mailed alone"),
      Option(
        "--language", "CODE",
        help: "show what a user of this language gets (repeatable, most preferred first): one row "
          + "per asset, a localized asset's cells from its language folders; without it, each "
          + "localized asset's row shows what a user of none of its languages gets, and a row per "
          + #"language folder under it what a user of that language gets ("from "#
          + #"en.lproj/x@2x.png" when another folder serves them)"#),
      Option(
        "--sources", "PATH",
        help: "add the unused assets, as 'unused' finds them in PATH (repeatable)"),
    ] + GeneratorArguments.options,
    epilogue: """
          The header, the summary and the grid count assets: a language row belongs to
          its asset.
          Exit status: 0 written (findings are in the page and on standard error),
          1 the input or the page cannot be read or written.
      """)

  /// The largest image `--embed` puts into the page.
  static let embedLimit = 32 * 1024

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    guard
      let prepared = try GeneratorArguments.prepare(arguments, directory: try arguments.directory())
    else { return ExitStatus.failure }
    var result = ManifestGenerator.generate(prepared.listing, options: prepared.options)
    var notJudged = ""
    if !arguments.values("--sources").isEmpty {
      let references = UnusedCommand.adding(
        resourcesOf: prepared.listing,
        to: try UnusedCommand.references(in: arguments.values("--sources")))
      let audit = UnusedAssets.find(
        groups: result.groups, tree: result.tree, options: prepared.options,
        references: references.found, locations: prepared.listing.locations,
        catalogSets: result.catalogConstants, fonts: prepared.listing.fonts, target: prepared.target
      )
      let unused = prepared.options.baseline?.hiding(audit.findings, reports: UnusedCommand.reports)
      result.diagnostics += unused?.shown ?? audit.findings
      result.baselineCounts.hidden += unused?.hidden ?? 0
      result.baselineCounts.fixed += unused?.fixed ?? 0
      result.diagnostics.sort(by: Diagnostic.reportOrder)
      notJudged =
        UnusedCommand.walkNote(audit.walk, namespace: prepared.options.namespace)
        + UnusedCommand.folderNote(audit.keptByFolder)
    }
    GeneratorArguments.report(result.diagnostics, strict: prepared.options.strict)
    // Measured on the table as the build makes it, before a language's view replaces it.
    let size = SizeCommand.measure(groups: result.groups, table: result.table, prepared)
    let languages = arguments.values("--language")
    for code in languages where LanguageTag(code) == nil {
      throw UsageError("'\(code)' is not a language code; write one such as de, pt-BR or zh-Hans")
    }
    if !languages.isEmpty {
      (result.groups, result.table) = result.table.seen(
        byUserOf: languages, groups: result.groups,
        developmentLanguage: prepared.options.developmentLanguage)
    }
    // The path as the user gave it, for messages; the URL, for writing.
    let given = arguments.value("--output") ?? "report.html"
    let output = URL(fileURLWithPath: given)
      .standardizedFileURL
    let listing = prepared.listing
    var groupOfLocation: [String: (group: Int, bundlePath: String)] = [:]
    var links: [String: String] = [:]
    var thumbnails: [String: String] = [:]
    for (index, group) in result.groups.enumerated() {
      for file in group.files {
        let disk = listing.locations.location(of: file.path)
        groupOfLocation[disk] = (index, file.path)
        let link = relativePath(from: output.deletingLastPathComponent(), to: disk)
        links[file.path] = link
        guard let facts = listing.images[file.path], let mime = browserType(facts) else {
          continue
        }
        thumbnails[file.path] = link
        if arguments.has("--embed"), let data = FileManager.default.contents(atPath: disk),
          data.count <= embedLimit
        {
          thumbnails[file.path] = "data:\(mime);base64," + data.base64EncodedString()
        }
      }
    }
    let findings = result.diagnostics.map { diagnostic in
      var shown = diagnostic
      let owner = groupOfLocation[diagnostic.path]
      shown.path = owner?.bundlePath ?? diagnostic.path
      return CoverageReport.Finding(diagnostic: shown, group: owner?.group)
    }
    let report = CoverageReport(
      title: prepared.options.origin, groups: result.groups, table: result.table,
      images: listing.images, findings: findings, links: links, thumbnails: thumbnails,
      catalogs: listing.catalogs,
      developmentLanguage: prepared.options.developmentLanguage, size: size)
    // As `generate` does with a source file, a page the report did not write is left alone.
    if let existing = FileManager.default.contents(atPath: output.path),
      !String(decoding: existing.prefix(4096), as: UTF8.self).contains(ReportStyle.generatorMark)
    {
      GeneratorArguments.report(
        [
          Diagnostic(
            .outputNotGenerated, given,
            "this file is not a report asset-manifest wrote, so it is left as it is; name "
              + "another file with --output")
        ], strict: false)
      return ExitStatus.failure
    }
    // As every command that writes a file the user named: a missing folder is more likely a
    // typo than a wish.
    if let missing = GeneratedFileWriter.missingFolder(of: given) {
      GeneratorArguments.report([missing], strict: false)
      return ExitStatus.failure
    }
    do {
      try GeneratedFileWriter.write(report.html(), to: output)
    } catch {
      GeneratorArguments.report(
        [Diagnostic(.outputUnwritable, given, "cannot write the report: \(error)")],
        strict: false)
      return ExitStatus.failure
    }
    // An asset is a constant, a catalog set's too, as lint and unused count them.
    let assets = result.groups.filter(\.isConstant).count + result.catalogConstants.count
    Output.error(
      "asset-manifest: wrote \(given): \(Output.counted(assets, "asset")), "
        + "\(Output.counted(result.table.devices.count, "device")), "
        + Output.counted(findings.count, "finding") + notJudged
        + BaselineOptions.summary(result.baselineCounts, options: prepared.options))
    return ExitStatus.success
  }

  /// The MIME type a browser shows a thumbnail of, or nil for formats browsers do not draw.
  private static func browserType(_ facts: ImageFacts) -> String? {
    switch facts.format {
    case .png: "image/png"
    case .jpeg: "image/jpeg"
    case .gif: "image/gif"
    case .bmp: "image/bmp"
    case .tiff, .heif: nil
    }
  }

  /// `path` relative to `folder`, with each component percent-encoded for a URL.
  static func relativePath(from folder: URL, to path: String) -> String {
    let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    let common = zip(base, target).prefix { $0 == $1 }.count
    let components =
      Array(repeating: "..", count: base.count - common) + target.dropFirst(common)
    return components.map {
      $0.addingPercentEncoding(withAllowedCharacters: urlComponentCharacters) ?? $0
    }.joined(separator: "/")
  }

  private static let urlComponentCharacters = CharacterSet.urlPathAllowed.subtracting(
    CharacterSet(charactersIn: "/?#%;:"))
}
