import Foundation
import StandardPathsCore

extension GeneratorOptions {
  /// The keys `asset-manifest.json` may hold.
  package static let configurationKeys = [
    "namespace", "accessLevel", "devices", "extraDevices", "strict", "bundle", "folder", "names",
    "output", "warnUpscaled", "developmentLanguage", "keep",
  ]

  /// Applies an `asset-manifest.json` file's settings.
  ///
  /// - Returns: an error at the line of each wrong or repeated setting, saying what is accepted,
  ///   so that one build shows every mistake; empty when every setting applied.
  package mutating func apply(configuration file: ConfigurationFile) -> [Diagnostic] {
    configuration = file
    // UTF-16 and UTF-32 text holds zero bytes, which JSONSerialization reads but the key reader
    // (and every editor's diff) does not; UTF-8 JSON never holds one.
    guard !file.text.utf8.contains(0) else {
      return [
        Diagnostic(
          .error, file.path,
          "the file holds zero bytes, as UTF-16 or UTF-32 text does; save it as UTF-8")
      ]
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(file.text.utf8)),
      let settings = object as? [String: Any]
    else {
      return [
        Diagnostic(
          .error, file.path,
          "not a JSON object (JSON has no comments and no trailing commas); write e.g. "
            + "{\"namespace\": \"Assets\"}")
      ]
    }
    var errors: [Diagnostic] = []
    for (key, line) in file.repeatedKeys() {
      errors.append(
        Diagnostic(
          .error, file.path,
          "'\(key)' is set more than once, and JSON keeps only one of them; remove all but one",
          line: line))
    }
    for key in settings.keys.sorted() where !Self.configurationKeys.contains(key) {
      errors.append(
        file.diagnostic(
          .error, key: key,
          "unknown key '\(key)'; known keys: \(Self.configurationKeys.joined(separator: ", "))"))
    }
    for key in Self.configurationKeys {
      guard let value = settings[key] else { continue }
      if let message = apply(key, value) {
        errors.append(file.diagnostic(.error, key: message.key ?? key, message.text))
      }
    }
    return errors
  }

  /// Applies one known setting; returns what is wrong with it, and the key of the line to show
  /// when it is not the setting's own (an entry of `names`), or nil when it applied.
  private mutating func apply(_ key: String, _ value: Any) -> (text: String, key: String?)? {
    switch key {
    case "namespace":
      guard let name = value as? String, Self.isUsableNamespace(name) else {
        return (
          "'namespace' must be a Swift type name that is not a keyword or a module the "
            + "generated code uses (Swift, Foundation, StandardPaths), such as \"Assets\"", nil
        )
      }
      namespace = name
    case "accessLevel":
      guard let level = value as? String, ["internal", "package", "public"].contains(level) else {
        return ("'accessLevel' must be \"internal\", \"package\" or \"public\"", nil)
      }
      accessLevel = level
    case "strict", "warnUpscaled":
      guard let flag = value as? Bool else { return ("'\(key)' must be true or false", nil) }
      if key == "strict" { strict = flag } else { warnUpscaled = flag }
    case "bundle":
      guard let name = value as? String, let source = BundleSource(rawValue: name) else {
        return ("'bundle' must be \"module\", \"main\" or \"none\"", nil)
      }
      bundle = source
    case "devices":
      return applyDevices(value).map { ($0, nil) }
    case "extraDevices":
      guard let specifications = value as? [String] else {
        return (
          "'extraDevices' must be a list of device spellings such as [\"phone@3x:390x844\"]", nil
        )
      }
      do {
        extraDevices = try specifications.map { try Device(specification: $0) }
      } catch {
        return ("in 'extraDevices': \(error)", nil)
      }
    case "names":
      guard let names = value as? [String: String] else {
        return (
          "'names' must map asset names to Swift names, such as {\"hero.png\": \"mainHero\"}", nil
        )
      }
      // The first wrong entry in byte order, so that every run names the same one; only the
      // wrong ones are sorted, since a generated configuration holds a hundred thousand.
      let wrong = names.filter { !Self.isPlainIdentifier($1) || !SwiftIdentifier.isMemberName($1) }
      if let (asset, name) = wrong.min(by: { ByteOrder.precedes($0.key, $1.key) }) {
        return (
          "'names' maps '\(asset)' to '\(name)', which is not a Swift member name that needs no "
            + "backticks; use letters, digits and _, starting with a lowercase letter", asset
        )
      }
      chosenNames = names
    case "developmentLanguage":
      guard let name = value as? String, LanguageTag(name) != nil else {
        return (
          "'developmentLanguage' must be the language the project is written in, as a "
            + "language folder names it, such as \"en\" or \"de\"", nil
        )
      }
      developmentLanguage = name
    case "keep":
      guard let names = value as? [String] else {
        return (
          "'keep' must list the assets that 'asset-manifest unused' counts as used, such as "
            + "[\"Flags/*\", \"Characters/hero.png\"]", nil
        )
      }
      keptAssets = names
    case "folder":
      guard let name = value as? String else {
        return ("'folder' must name a resource entry, such as \"Resources/Images\"", nil)
      }
      folder = name
    case "output":
      guard let name = value as? String, name.hasSuffix(".swift"), !name.contains("/"),
        name.count > 6
      else {
        return (
          "'output' must be a file name ending in .swift, such as \"Assets.generated.swift\"", nil
        )
      }
      outputFileName = name
    default:
      break
    }
    return nil
  }

  /// Applies `devices`; returns what is wrong with it, or nil.
  private mutating func applyDevices(_ value: Any) -> String? {
    let classes = ["legacy": Device.legacyCatalogue, "modern": Device.modernCatalogue]
    let advice =
      "'devices' must list \"modern\", \"legacy\" or catalogue names (asset-manifest "
      + "devices), such as [\"modern\"] or [\"iphone-16\", \"ipad-air\"]"
    guard let names = value as? [String], !names.isEmpty else { return advice }
    var shipped: [Device] = []
    for name in names {
      guard let devices = classes[name] ?? Device.named(name).map({ [$0] }) else {
        return "unknown device class '\(name)'; " + advice
      }
      shipped += devices.filter { !shipped.contains($0) }
    }
    shippedDevices = shipped
    return nil
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
