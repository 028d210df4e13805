import Foundation
import StandardPaths

extension GeneratorOptions {
  /// The keys `asset-manifest.json` may hold.
  package static let configurationKeys = [
    "namespace", "accessLevel", "extraDevices", "strict", "bundle", "folder",
  ]

  /// Applies an `asset-manifest.json` file's settings.
  ///
  /// - Parameter path: the file's path as the user gave it, for the diagnostics.
  /// - Throws: a `Diagnostic` naming the first wrong setting and what is accepted.
  package mutating func apply(configuration data: Data, path: String) throws(Diagnostic) {
    func fail(_ message: String) -> Diagnostic { Diagnostic(.error, path, message) }
    guard let object = try? JSONSerialization.jsonObject(with: data),
      let settings = object as? [String: Any]
    else { throw fail("not a JSON object; write e.g. {\"namespace\": \"Assets\"}") }
    for key in settings.keys.sorted() where !Self.configurationKeys.contains(key) {
      throw fail(
        "unknown key '\(key)'; known keys: \(Self.configurationKeys.joined(separator: ", "))")
    }
    if let value = settings["namespace"] {
      guard let name = value as? String, Self.isPlainIdentifier(name) else {
        throw fail("'namespace' must be a Swift type name such as \"Assets\"")
      }
      namespace = name
    }
    if let value = settings["accessLevel"] {
      guard let level = value as? String, ["internal", "package", "public"].contains(level) else {
        throw fail("'accessLevel' must be \"internal\", \"package\" or \"public\"")
      }
      accessLevel = level
    }
    if let value = settings["strict"] {
      guard let flag = value as? Bool else { throw fail("'strict' must be true or false") }
      strict = flag
    }
    if let value = settings["bundle"] {
      guard let name = value as? String, let source = BundleSource(rawValue: name) else {
        throw fail("'bundle' must be \"module\", \"main\" or \"none\"")
      }
      bundle = source
    }
    if let value = settings["extraDevices"] {
      guard let specifications = value as? [String] else {
        throw fail(
          "'extraDevices' must be a list of device spellings such as [\"phone@3x:390x844\"]")
      }
      extraDevices = []
      for specification in specifications {
        do {
          extraDevices.append(try Device(specification: specification))
        } catch {
          throw fail("in 'extraDevices': \(error)")
        }
      }
    }
    if let value = settings["folder"], !(value is String) {
      throw fail("'folder' must be the name of the resource folder to scan")
    }
  }

  /// Whether `name` is an ASCII Swift identifier that needs no backticks.
  package static func isPlainIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
  }
}

extension Diagnostic: Error {}
