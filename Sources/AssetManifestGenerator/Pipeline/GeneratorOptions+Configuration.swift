import Foundation
import StandardPaths

extension GeneratorOptions {
  /// The keys `asset-manifest.json` may hold.
  package static let configurationKeys = [
    "namespace", "accessLevel", "devices", "extraDevices", "strict", "bundle", "folder", "names",
    "output",
    "warnUpscaled",
  ]

  /// Applies an `asset-manifest.json` file's settings.
  ///
  /// - Throws: a `Diagnostic` at the line of the first wrong setting, saying what is accepted.
  package mutating func apply(configuration file: ConfigurationFile) throws(Diagnostic) {
    configuration = file
    guard let object = try? JSONSerialization.jsonObject(with: Data(file.text.utf8)),
      let settings = object as? [String: Any]
    else {
      throw Diagnostic(
        .error, file.path,
        "not a JSON object (JSON has no comments and no trailing commas); write e.g. "
          + "{\"namespace\": \"Assets\"}")
    }
    func fail(_ key: String, _ message: String) -> Diagnostic {
      file.diagnostic(.error, key: key, message)
    }
    for key in settings.keys.sorted() where !Self.configurationKeys.contains(key) {
      throw fail(
        key, "unknown key '\(key)'; known keys: \(Self.configurationKeys.joined(separator: ", "))")
    }
    if let value = settings["namespace"] {
      guard let name = value as? String, Self.isUsableNamespace(name) else {
        throw fail(
          "namespace",
          "'namespace' must be a Swift type name that is not a keyword or a module the "
            + "generated code uses (Swift, Foundation, StandardPaths), such as \"Assets\"")
      }
      namespace = name
    }
    if let value = settings["accessLevel"] {
      guard let level = value as? String, ["internal", "package", "public"].contains(level) else {
        throw fail("accessLevel", "'accessLevel' must be \"internal\", \"package\" or \"public\"")
      }
      accessLevel = level
    }
    func flag(_ key: String) throws(Diagnostic) -> Bool? {
      guard let value = settings[key] else { return nil }
      guard let flag = value as? Bool else { throw fail(key, "'\(key)' must be true or false") }
      return flag
    }
    if let value = try flag("strict") { strict = value }
    if let value = try flag("warnUpscaled") { warnUpscaled = value }
    if let value = settings["bundle"] {
      guard let name = value as? String, let source = BundleSource(rawValue: name) else {
        throw fail("bundle", "'bundle' must be \"module\", \"main\" or \"none\"")
      }
      bundle = source
    }
    if let value = settings["devices"] {
      let classes = ["legacy": Device.legacyCatalogue, "modern": Device.modernCatalogue]
      let advice =
        "'devices' must list \"modern\", \"legacy\" or catalogue names (asset-manifest "
        + "devices), such as [\"modern\"] or [\"iphone-16\", \"ipad-air\"]"
      guard let names = value as? [String], !names.isEmpty else { throw fail("devices", advice) }
      var shipped: [Device] = []
      for name in names {
        guard let devices = classes[name] ?? Device.named(name).map({ [$0] }) else {
          throw fail("devices", "unknown device class '\(name)'; " + advice)
        }
        shipped += devices.filter { !shipped.contains($0) }
      }
      shippedDevices = shipped
    }
    if let value = settings["extraDevices"] {
      guard let specifications = value as? [String] else {
        throw fail(
          "extraDevices",
          "'extraDevices' must be a list of device spellings such as [\"phone@3x:390x844\"]")
      }
      extraDevices = []
      for specification in specifications {
        do {
          extraDevices.append(try Device(specification: specification))
        } catch {
          throw fail("extraDevices", "in 'extraDevices': \(error)")
        }
      }
    }
    if let value = settings["names"] {
      guard let names = value as? [String: String] else {
        throw fail(
          "names",
          "'names' must map asset names to Swift names, such as {\"hero.png\": \"mainHero\"}")
      }
      for (asset, name) in names.sorted(by: { ByteOrder.precedes($0.key, $1.key) })
      where !Self.isPlainIdentifier(name) || SwiftIdentifier.member(name) != name {
        throw fail(
          asset,
          "'names' maps '\(asset)' to '\(name)', which is not a Swift member name that "
            + "needs no backticks; use letters, digits and _, starting with a lowercase letter")
      }
      chosenNames = names
    }
    if let value = settings["folder"] {
      guard let name = value as? String else {
        throw fail("folder", "'folder' must name a resource entry, such as \"Resources/Images\"")
      }
      folder = name
    }
    if let value = settings["output"] {
      guard let name = value as? String, name.hasSuffix(".swift"), !name.contains("/"),
        name.count > 6
      else {
        throw fail(
          "output",
          "'output' must be a file name ending in .swift, such as \"Assets.generated.swift\"")
      }
      outputFileName = name
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

  /// Whether `name` can be the generated namespace: a plain identifier that is neither a keyword
  /// nor the name of a module the generated code qualifies its names with.
  package static func isUsableNamespace(_ name: String) -> Bool {
    isPlainIdentifier(name) && !SwiftIdentifier.isReserved(name)
  }
}

extension Diagnostic: Error {}
