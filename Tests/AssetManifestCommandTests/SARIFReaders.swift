import Foundation
import TestSupport
import Testing

/// Two SARIF readers in Python, as outside references for the SARIF log: Microsoft's
/// sarif-tools (`sarif.loader`), which code-scanning users run, and sarif-pydantic, a typed
/// model of SARIF 2.1.0 that refuses a field of the wrong type. `.ci/run` installs the pinned
/// versions, and sets `STANDARDPATHS_REQUIRE_SARIF=1` so that a missing one fails there.
enum SARIFReaders {
  /// Whether the readers' test runs: where both import, or where CI requires them.
  static var testsRun: Bool {
    importable || ProcessInfo.processInfo.environment["STANDARDPATHS_REQUIRE_SARIF"] == "1"
  }

  static let skipReason: Comment = """
    python3 cannot import sarif-tools and sarif-pydantic \
    (python3 -m pip install sarif-tools==3.0.5 sarif-pydantic==0.6.2); \
    set STANDARDPATHS_REQUIRE_SARIF=1 to fail instead
    """

  static let importable: Bool =
    Python.imports("sarif.loader, sarif_pydantic")

  /// What both readers read from `file`: `VERSION TOOL`, then per result of sarif-pydantic's
  /// model `RULE LEVEL URI LINE MESSAGE`, then sarif-tools' `tools COUNT NAMES`.
  static func read(_ file: URL) throws -> (status: Int32, output: String) {
    try Python.run([
      "-c",
      """
      import sys, sarif_pydantic
      from sarif import loader
      log = sarif_pydantic.load(sys.argv[1])
      run = log.runs[0]
      print(log.version, run.tool.driver.name)
      rules = run.tool.driver.rules
      for result in run.results:
          assert rules[result.rule_index].id == result.rule_id, result.rule_id
          location = result.locations[0].physical_location
          print(result.rule_id, result.level.value, location.artifact_location.uri,
                location.region.start_line, result.message.text)
      tools = loader.load_sarif_file(sys.argv[1])
      print("tools", tools.get_result_count(), " ".join(tools.get_distinct_tool_names()))
      """,
      file.path,
    ])
  }

  /// `path` as the SARIF log's `uri` spells it: what a path segment may hold as it is, the rest
  /// percent-encoded (RFC 3986), an absolute path as a `file` URI.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.alphanumerics.intersection(
      CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
    allowed.insert(charactersIn: "-._~/@!$&'()*+,;=")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

}
