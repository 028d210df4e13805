import AssetManifestGenerator
import Foundation
import StandardPaths

/// The options `generate`, `lint` and `table` share, and the scan they all start with.
enum GeneratorArguments {
  static let options: Set<String> = ["--config", "--layout", "--bundle", "--namespace"]
  static let flags: Set<String> = ["--strict"]

  /// Generator options from the command line and the `--config` file.
  static func options(_ arguments: Arguments, input: String) throws(UsageError) -> GeneratorOptions
  {
    var options = GeneratorOptions()
    let inputURL = URL(fileURLWithPath: input).standardizedFileURL
    options.sourceName = inputURL.lastPathComponent
    options.diagnosticPrefix = input.hasSuffix("/") ? input : input + "/"
    if let path = arguments.value("--config") {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("cannot read the configuration file '\(path)'")
      }
      do {
        try options.apply(configuration: data, path: path)
      } catch {
        throw UsageError(error.description.replacingOccurrences(of: ": error: ", with: ": "))
      }
    }
    if let layout = arguments.value("--layout") {
      guard let value = ManifestFormat.Layout(rawValue: layout) else {
        throw UsageError("--layout must be relative, copy or process, not '\(layout)'")
      }
      options.layout = value
      if value == .copy { options.copiedFolderName = options.sourceName }
    }
    if let bundle = arguments.value("--bundle") {
      guard let value = GeneratorOptions.BundleSource(rawValue: bundle) else {
        throw UsageError("--bundle must be module, main or none, not '\(bundle)'")
      }
      options.bundle = value
    }
    if let namespace = arguments.value("--namespace") {
      guard GeneratorOptions.isPlainIdentifier(namespace) else {
        throw UsageError("--namespace must be a Swift type name, not '\(namespace)'")
      }
      options.namespace = namespace
    }
    if arguments.has("--strict") { options.strict = true }
    return options
  }

  /// Scans `input`, or explains why it cannot be scanned.
  static func scan(_ input: String) throws(UsageError) -> FolderListing {
    do {
      return try FolderScanner.scan(
        URL(fileURLWithPath: input), options: .init(includeHidden: false))
    } catch {
      throw UsageError("\(error)")
    }
  }

  /// Prints every diagnostic on standard error, where SwiftPM and Xcode pick them up.
  static func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { Output.error(diagnostic.description) }
  }
}
