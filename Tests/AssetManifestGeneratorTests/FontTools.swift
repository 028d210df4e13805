import Foundation
import TestSupport
import Testing

/// Python's fontTools, as the outside reference for the names the generator reads from fonts.
/// `.ci/run` installs the pinned version and sets `STANDARDPATHS_REQUIRE_FONTTOOLS=1`, so that a
/// missing one fails there instead of skipping.
enum FontTools {
  /// Whether the comparison runs: where fontTools imports, or where CI requires it.
  static var testsRun: Bool {
    importable || ProcessInfo.processInfo.environment["STANDARDPATHS_REQUIRE_FONTTOOLS"] == "1"
  }

  static let skipReason: Comment = """
    python3 cannot import fontTools (python3 -m pip install fonttools==4.68.0); \
    set STANDARDPATHS_REQUIRE_FONTTOOLS=1 to fail instead
    """

  static let importable: Bool =
    Python.imports("fontTools.ttLib")

  /// What fontTools reads from each of `files`: per file, per face, the PostScript name (6),
  /// the family (16, else 1) and the full name (4), as `getDebugName` gives them (English,
  /// Windows before Mac).
  static func names(of files: [URL]) throws -> [[[String]]] {
    let result = try Python.run(["-c", script] + files.map(\.path))
    guard result.status == 0,
      let names = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        as? [[[String]]]
    else {
      throw Failure(description: "fontTools failed: \(result.output)")
    }
    return names
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private static let script = """
    import json, sys
    from fontTools.ttLib import TTFont, TTCollection
    def face(font):
        name = font["name"]
        return [name.getDebugName(6) or "", name.getDebugName(16) or name.getDebugName(1) or "",
                name.getDebugName(4) or ""]
    files = []
    for path in sys.argv[1:]:
        if path.lower().endswith(".ttc"):
            files.append([face(font) for font in TTCollection(path, lazy=True).fonts])
        else:
            files.append([face(TTFont(path, lazy=True))])
    print(json.dumps(files))
    """

}
