import CommandLineArguments
import Foundation
import StandardFolders

/// `standard-folders`: every standard folder for an identity, computed, never created. A
/// command of its own, over the StandardFolders module alone, so that the build plugin's tool
/// compiles no folder code.
@main
enum StandardFoldersCommand {
  static let usage = Usage(
    "standard-folders",
    overview: """
          Print where each standard folder of the app goes (public, private, cache,
          offline, temporary, resources, config, state, logs, runtime, the user's
          downloads, pictures, music, videos, desktop, templates, public-share) and the
          search paths for data and config. Creates nothing.
      """,
    options: [
      Option("--app", "NAME", help: "the app's name (default: this executable's name)"),
      Option("--id", "ID", help: "its reverse-DNS identifier (default: NAME)"),
      Option("--org", "ORG", help: "its publisher, a folder level on Windows"),
      Option("--app-version", "V", help: "a folder level below the app's own"),
      Option(
        "--platform", "PLATFORM", choices: Platform.allCases.map(\.rawValue),
        help: "linux, macos, ios or windows (default: this machine), computed from this machine's "
          + "environment variables"),
      Option(
        "--json",
        help: "print one JSON object instead: the platform, the identity, each folder's path, the "
          + "search paths and the warnings"),
    ],
    epilogue: "    Exit status: 0 printed, 1 no home folder could be found, 2 bad arguments\n"
      + "    (a name that cannot name a folder).")

  static func main() {
    let arguments = Arguments.commandLine(tool: "standard-folders")
    if Arguments.asksForHelp(arguments) {
      print(usage.text(prefix: "USAGE: "))
      Output.finish(ExitStatus.success)
    }
    do {
      Output.finish(try run(arguments))
    } catch {
      Output.error("\(error)")
      Output.error("run 'standard-folders --help' for usage")
      Output.finish(ExitStatus.usage)
    }
  }

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    _ = try arguments.positionals()
    var context = SystemContext.current
    // The parser has refused any other name than the platforms'.
    if let platform = arguments.value("--platform").flatMap(Platform.init) {
      // This machine's account home is in its own path syntax, which the other family of
      // platforms cannot use; there the home comes from the environment alone.
      if (platform == .windows) != (context.platform == .windows) { context.accountHome = nil }
      context.platform = platform
    }
    let fallback = AppIdentity.current
    let name = arguments.value("--app") ?? fallback.name
    let identity = AppIdentity(
      name: name, identifier: arguments.value("--id"), organization: arguments.value("--org"),
      version: arguments.value("--app-version"))
    let layout: FolderLayout
    do {
      layout = try FolderLayout(context: context, identity: identity)
    } catch {
      // A name the command line gave that cannot name a folder is a bad argument.
      if case FolderError.invalidIdentity = error { throw UsageError("\(error)") }
      Output.error("error: " + TerminalText.escaped("\(error)"))
      return ExitStatus.failure
    }
    for warning in layout.warnings { Output.error("warning: " + TerminalText.escaped(warning)) }
    if arguments.has("--json") {
      printJSON(layout, identity: identity)
    } else {
      let rows =
        StandardFolder.allCases.map { ($0.rawValue, layout.path(for: $0)) }
        + searchPathFolders.map {
          ("search " + $0.rawValue, layout.searchPaths(for: $0).joined(separator: ", "))
        }
      let width = rows.map(\.0.count).max()! + 2
      for (label, path) in rows {
        // The folders come from the environment and the user's files: escaped for the terminal
        // here, while --json keeps them, escaped as JSON escapes them.
        print(
          label + ":" + String(repeating: " ", count: width - label.count - 1)
            + TerminalText.escaped(path))
      }
    }
    return ExitStatus.success
  }

  /// The folders whose search paths are more than the folder itself on some platform.
  private static let searchPathFolders: [StandardFolder] = [.privateData, .config]

  private static func printJSON(_ layout: FolderLayout, identity: AppIdentity) {
    let folders = Dictionary(
      uniqueKeysWithValues: StandardFolder.allCases.map { ($0.rawValue, layout.path(for: $0)) })
    let searchPaths = Dictionary(
      uniqueKeysWithValues: searchPathFolders.map { ($0.rawValue, layout.searchPaths(for: $0)) })
    var identityObject = ["name": identity.name, "identifier": identity.identifier]
    identityObject["organization"] = identity.organization
    identityObject["version"] = identity.version
    let object: [String: Any] = [
      "platform": layout.platform.rawValue, "identity": identityObject, "folders": folders,
      "searchPaths": searchPaths, "warnings": layout.warnings,
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    print(String(decoding: data, as: UTF8.self))
  }
}
