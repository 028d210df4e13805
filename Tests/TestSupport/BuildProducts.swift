import Foundation

/// The folder SwiftPM builds this package's products into (`<scratch>/<triple>/<configuration>`),
/// where the `asset-manifest` and `standard-folders` executables sit beside the test bundle.
public enum BuildProducts {
  /// The products folder, found from the test bundle's path.
  ///
  /// On Linux the tests run as the bundle itself, `<products>/X.xctest`, which is argument 0. On
  /// macOS `swift test` runs Swift Testing in the toolchain's `swiftpm-testing-helper`, which
  /// lives in Xcode, and names the bundle with `--test-bundle-path
  /// <products>/X.xctest/Contents/MacOS/X`; `xctest` takes the bundle as an argument too.
  public static let folder: URL = {
    let arguments = CommandLine.arguments
    var candidates: [String] = []
    if let flag = arguments.firstIndex(of: "--test-bundle-path"), flag + 1 < arguments.count {
      candidates.append(arguments[flag + 1])
    }
    candidates += arguments
    for candidate in candidates {
      let components = URL(fileURLWithPath: candidate).standardizedFileURL.pathComponents
      // The components of an absolute path start with "/".
      if let bundle = components.lastIndex(where: { $0.hasSuffix(".xctest") }), bundle > 0 {
        let folder = "/" + components[1..<bundle].joined(separator: "/")
        return URL(fileURLWithPath: folder, isDirectory: true)
      }
    }
    return URL(fileURLWithPath: arguments[0]).deletingLastPathComponent()
  }()
}
