import AssetManifestGenerator
import CommandLineArguments
import Foundation

/// `asset-manifest generate`: the plugins' command.
package enum GenerateCommand {
  /// The usage `generate --help` prints, and the options it parses.
  package static let usage = Usage(
    "generate", ["(--input DIR | --resources FILE)", "(--output FILE | --output-in DIR)"],
    overview: """
          Check the assets and write the Swift file with a typed constant per asset and every
          device's answer. FILE is rewritten only when its content changes, and left as it
          was when the checks find an error. The build plugin runs this command as its own
          tool, asset-manifest-generate.
      """,
    options: [
      Option("--output", "FILE", help: "the Swift file to write; its folder must exist"),
      Option(
        "--output-in", "DIR",
        help: "write into DIR, as the configuration's 'output' names the file (default: "
          + "Assets.generated.swift)"),
      Option(
        "--check",
        help: "write nothing; exit 1 naming FILE when it differs from what would be generated (for "
          + "checked-in generated code)"),
      Option("--verbose", help: "say whether FILE was written, unchanged or up to date"),
      Option("--origin", "TEXT", help: "what the header says the file is made from"),
      Option("--regenerate-with", "TEXT", help: "what the header says makes the file again"),
      Option(
        "--refuse", "DIAGNOSTIC",
        help: "print DIAGNOSTIC and fail, writing nothing: how the build plugin stops a target it "
          + "cannot serve (SwiftPM crashes on an error the plugin reports itself while `swift "
          + "package` builds its tools)"),
    ] + GeneratorArguments.options,
    epilogue: "    Exit status: 0 written, unchanged or up to date; 1 the checks found errors, or\n"
      + "    --check found FILE stale.")

  package static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    if let folder = arguments.positionals.first {
      throw UsageError(
        "generate reads the assets from --input DIR (or --resources FILE), not from an argument "
          + "('\(OneLine.escaped(folder))')")
    }
    try arguments.exclusive("--output", "--output-in")
    guard arguments.has("--output") || arguments.has("--output-in") else {
      throw UsageError("generate needs either --output FILE or --output-in DIR")
    }
    if let refusal = arguments.value("--refuse") {
      guard !refusal.isEmpty else { throw UsageError("--refuse needs the message to print") }
      Output.error(refusal)
      return ExitStatus.failure
    }
    guard
      var prepared = try GeneratorArguments.prepare(
        arguments, directory: arguments.value("--input"))
    else { return ExitStatus.failure }
    let output =
      arguments.value("--output")
      ?? SourceLocations.join(arguments.value("--output-in")!, prepared.options.outputFileName)
    if let origin = arguments.value("--origin") {
      prepared.options.origin = OneLine.escaped(origin)
    }
    if let command = arguments.value("--regenerate-with") {
      prepared.options.regeneration = OneLine.escaped(command)
    }
    let result = ManifestGenerator.generate(prepared.listing, options: prepared.options)
    GeneratorArguments.report(result.diagnostics, strict: prepared.options.strict)
    if let baseline = prepared.options.baseline, result.baselineCounts.fixed > 0 {
      Output.error(
        "\(OneLine.escaped(baseline.path)):1: note: fixed since this baseline was written: "
          + "\(result.baselineCounts.fixed) of its findings; record it again ("
          + FindingBaseline.recording(baseline.path) + ") so that they cannot come back unseen")
    }
    // Whatever this run does, a temporary file a killed run left beside the output goes.
    GeneratedFileWriter.removeStaleTemporaryFiles(of: URL(fileURLWithPath: output))
    guard let source = result.source else {
      let state = FileManager.default.fileExists(atPath: output) ? "left as it was" : "not written"
      Output.error("asset-manifest: '\(output)' \(state); fix the errors above")
      return ExitStatus.failure
    }
    let others = arguments.value("--output-in").map {
      otherFiles(below: $0, named: prepared.options.outputFileName, besides: output)
    }
    if let other = others?.sameName {
      report(
        Diagnostic(
          .outputNameTaken, other,
          "this file has the name the generated file would take in its target, and two files of "
            + "one name in a target are 'multiple producers' of one object file; rename it, or "
            + "name the generated file with 'output' in asset-manifest.json"))
      return ExitStatus.failure
    }
    // Another manifest of the target, written before 'output' named this one: both would declare
    // the namespace, and `--check` of the new one alone would pass.
    if let earlier = others?.generated {
      report(
        Diagnostic(
          .outputStale, earlier,
          "this is a manifest generated into this target before it generated "
            + "'\((output as NSString).lastPathComponent)' ('output' in asset-manifest.json), and "
            + "both would declare the namespace; delete it"))
      return ExitStatus.failure
    }
    if arguments.has("--check") {
      let existing = FileManager.default.contents(atPath: output)
      guard existing == Data(source.utf8) else {
        report(
          Diagnostic(
            .outputStale, output,
            "\(existing == nil ? "missing" : "out of date"): it is not what asset-manifest "
              + "generates from the assets now; \(prepared.options.regeneration)"))
        return ExitStatus.failure
      }
      if arguments.has("--verbose") { Output.error("\(output) is up to date") }
      return ExitStatus.success
    }
    if let existing = FileManager.default.contents(atPath: output),
      !existing.starts(with: Data(SwiftRenderer.headerStart.utf8))
    {
      report(
        Diagnostic(
          .outputNotGenerated, output,
          "this file was not generated by asset-manifest, so it is left as it is; name another "
            + "output file ('output' in asset-manifest.json)"))
      return ExitStatus.failure
    }
    if let missing = GeneratedFileWriter.missingFolder(of: output) {
      report(missing)
      return ExitStatus.failure
    }
    do {
      let written = try GeneratedFileWriter.write(source, to: URL(fileURLWithPath: output))
      if arguments.has("--verbose") {
        Output.error(written ? "wrote \(output)" : "\(output) is unchanged")
      }
    } catch {
      report(
        Diagnostic(.outputUnwritable, output, "cannot write the generated file: \(error)"))
      return ExitStatus.failure
    }
    return ExitStatus.success
  }

  /// Prints a finding about the generated file, which the configuration's rules do not change.
  private static func report(_ finding: Diagnostic) {
    Output.error(finding.description)
  }

  /// The target's other files that clash with the output at `output`, found in one walk of
  /// `directory`: one named `name` in a sub-folder, and a Swift file that begins as a generated
  /// file does.
  private static func otherFiles(
    below directory: String, named name: String, besides output: String
  )
    -> (sameName: String?, generated: String?)
  {
    let header = Data(SwiftRenderer.headerStart.utf8)
    var found: (sameName: String?, generated: String?) = (nil, nil)
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
      let path = SourceLocations.join(directory, relative)
      if found.sameName == nil, relative != name, relative.hasSuffix("/" + name) {
        found.sameName = path
      }
      guard found.generated == nil, relative.hasSuffix(".swift"), path != output,
        let handle = FileHandle(forReadingAtPath: path)
      else { continue }
      defer { try? handle.close() }
      if handle.readData(ofLength: header.count) == header { found.generated = path }
    }
    return found
  }
}
