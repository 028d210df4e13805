import AssetFileReaders
import Foundation
import StandardPathsCore

extension GeneratorOptions {
  /// Applies an `asset-manifest.json` file's settings: each key as `ConfigurationKeys`
  /// declares it.
  ///
  /// - Returns: an error at the line of each wrong or repeated setting, saying what is accepted,
  ///   so that one build shows every mistake; empty when every setting applied. Text that is no
  ///   JSON gets one error, at its first mistake.
  package mutating func apply(configuration file: ConfigurationFile) -> [Diagnostic] {
    configuration = file
    // UTF-16 and UTF-32 text holds zero bytes, which JSONSerialization reads but the key reader
    // (and every editor's diff) does not; UTF-8 JSON never holds one.
    guard !file.bytes.contains(0) else {
      return [
        Diagnostic(
          .configurationEncoding, file.path,
          "the file holds zero bytes, as UTF-16 or UTF-32 text does; save it as UTF-8")
      ]
    }
    // JSONSerialization takes text JSON does not (a trailing comma), and says where it stopped
    // in characters, not lines: the syntax is checked first, as JSON's rules say.
    if let mistake = JSONSyntax(utf8: file.bytes, example: #""namespace": "Assets""#).firstMistake {
      return [
        Diagnostic(
          mistake.isEncoding ? .configurationEncoding : .configurationSyntax, file.path,
          mistake.message, line: mistake.line)
      ]
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(
        with: Data(file.text.utf8), options: .fragmentsAllowed)
    } catch {
      // Never seen: the fuzzer checks that JSONSerialization reads what the check accepts.
      return [
        Diagnostic(
          .configurationSyntax, file.path, "the JSON reader refuses this file: \(error)")
      ]
    }
    guard let settings = object as? [String: Any] else {
      return [
        Diagnostic(
          .configurationNotObject, file.path,
          "the file holds \(Self.kind(of: object)), not a JSON object; write the settings as one "
            + "object, such as {\"namespace\": \"Assets\"}")
      ]
    }
    var errors: [Diagnostic] = []
    for (key, line) in file.repeatedKeys() {
      errors.append(
        Diagnostic(
          .configurationRepeatedKey, file.path,
          "'\(key)' is set more than once in one object, and JSON keeps only one of them; "
            + "remove all but one",
          line: line))
    }
    let known = ConfigurationKeys.all.map(\.name)
    for key in settings.keys.sorted() where ConfigurationKeys.named(key) == nil {
      let nearest = NearestName.misspelt(key, among: known)
      errors.append(
        file.diagnostic(
          .configurationUnknownKey, key: key,
          "unknown key '\(key)'" + (nearest.map { " (did you mean '\($0)'?)" } ?? "")
            + "; known keys: \(known.joined(separator: ", "))"))
    }
    for key in ConfigurationKeys.all {
      guard let value = settings[key.name] else { continue }
      guard key.type.admits(value) else {
        // An empty list where one entry is needed would otherwise read as a wrong kind.
        let empty =
          if case .list(_, let minimum) = key.type, minimum > 0, (value as? [Any])?.isEmpty == true
          { "the list is empty" } else { String?.none }
        errors.append(key.invalid(in: file, reason: empty))
        continue
      }
      switch key.apply(&self, value, file) {
      case .applied: continue
      case .invalid(let reason): errors.append(key.invalid(in: file, reason: reason, value: value))
      case .errors(let found): errors += found
      }
    }
    // In the file's order, as an editor lists them, not the keys' order of declaration.
    return errors.sorted(by: Diagnostic.reportOrder)
  }

  /// What a JSON value is, in words: "a list", "a string".
  private static func kind(of value: Any) -> String {
    switch value {
    case is [Any]: "a list"
    case is String: "a string"
    case is NSNull: "null"
    default: "a single value"
    }
  }

  /// Applies `devices`: device classes and known device names.
  static func applyDevices(_ value: Any, to options: inout GeneratorOptions)
    -> ConfigurationKey.Outcome
  {
    let classes = ["legacy": Device.legacyDevices, "modern": Device.modernDevices]
    var shipped: [Device] = []
    for name in value as? [String] ?? [] {
      guard let devices = classes[name] ?? Device.named(name).map({ [$0] }) else {
        let known = classes.keys.sorted() + Device.knownDevices.compactMap(\.name)
        let guess = NearestName.misspelt(name, among: known).map { " (did you mean '\($0)'?)" }
        return .invalid("unknown device class '\(name)'" + (guess ?? ""))
      }
      shipped += devices.filter { !shipped.contains($0) }
    }
    options.shippedDevices = shipped
    return .applied
  }

  /// Applies `names`; a wrong entry is an error at its own line.
  static func applyNames(
    _ value: Any, to options: inout GeneratorOptions, _ file: ConfigurationFile
  ) -> ConfigurationKey.Outcome {
    let names = value as? [String: String] ?? [:]
    // The first wrong entry in byte order, so that every run names the same one; only the
    // wrong ones are sorted, since a generated configuration holds a hundred thousand.
    let wrong = names.filter { !isPlainIdentifier($1) || !SwiftIdentifier.isMemberName($1) }
    if let (asset, name) = wrong.min(by: { UTF8Order.precedes($0.key, $1.key) }) {
      // A well-formed name may still be taken: by Swift, or by the generated file's own members.
      // (`Type` is not well formed: a member name starts with a lowercase letter.)
      let lowercase = name.first.map { $0.isASCII && $0.isLowercase } == true
      let why =
        lowercase && SwiftIdentifier.keywords.contains(name)
        ? "a Swift keyword, which a member name can be only in backticks; choose another name"
        : lowercase && SwiftIdentifier.unusableAfterDot.contains(name)
          ? "a name Swift or the generated file itself uses after a dot (\(name)_ is free)"
          : "not a Swift member name that needs no backticks; use letters, digits and _, "
            + "starting with a lowercase letter"
      return .errors([
        file.diagnostic(
          .configurationInvalidValue, key: asset,
          "'names' maps '\(asset)' to '\(name)', which is \(why)")
      ])
    }
    options.chosenNames = names
    return .applied
  }

  /// Applies `rules`, a severity by rule ID; each unknown ID, rule that cannot be changed and
  /// wrong severity is an error at its own line, and the others apply.
  static func applyRules(
    _ value: Any, to options: inout GeneratorOptions, _ file: ConfigurationFile
  ) -> ConfigurationKey.Outcome {
    var errors: [Diagnostic] = []
    let settings = value as? [String: Any] ?? [:]
    for id in settings.keys.sorted(by: UTF8Order.precedes) {
      let line = file.line(ofKey: id)
      guard let rule = configurableRule(id, file: file, line: line, in: "rules", &errors) else {
        continue
      }
      guard let level = (settings[id] as? String).flatMap(Rule.Level.init(rawValue:)) else {
        errors.append(
          Diagnostic(
            .configurationInvalidValue, file.path,
            "'rules' sets '\(id)' to \(describe(settings[id])); a rule's severity is "
              + ConfigurationKey.ValueType.listed(Rule.Level.allCases.map { "\"\($0.rawValue)\"" }),
            line: line))
        continue
      }
      options.rules.levels[rule] = level
    }
    return errors.isEmpty ? .applied : .errors(errors)
  }

  /// Applies `exempt`, entries of a rule and the paths it leaves alone; each wrong entry is an
  /// error, at the line of its rule when it names one, and the others apply.
  static func applyExemptions(
    _ value: Any, to options: inout GeneratorOptions, _ file: ConfigurationFile
  ) -> ConfigurationKey.Outcome {
    var errors: [Diagnostic] = []
    let shape =
      #"each entry of 'exempt' names a rule and the paths it leaves alone, such as "#
      + #"{"rule": "never-chosen", "paths": ["Legacy/**"]}"#
    for entry in value as? [[String: Any]] ?? [] {
      guard let id = entry["rule"] as? String, let paths = entry["paths"] as? [String],
        !paths.isEmpty, entry.count == 2
      else {
        errors.append(file.diagnostic(.configurationInvalidValue, key: "exempt", shape))
        continue
      }
      let line = file.line(ofString: id, after: "exempt")
      guard let rule = configurableRule(id, file: file, line: line, in: "exempt", &errors) else {
        continue
      }
      options.rules.exemptions.append(.init(rule: rule, paths: paths.map(PathPattern.init)))
    }
    return errors.isEmpty ? .applied : .errors(errors)
  }

  /// The rule `id` names when the configuration may set it; else nil, with the error at `line`
  /// added to `errors`: an unknown ID names the nearest one there is.
  private static func configurableRule(
    _ id: String, file: ConfigurationFile, line: Int, in key: String, _ errors: inout [Diagnostic]
  ) -> Rule.ID? {
    guard let rule = Rule.ID(rawValue: id) else {
      let nearest = NearestName.nearest(to: id, among: Rules.configurableIDs)
      errors.append(
        Diagnostic(
          .configurationUnknownRule, file.path,
          "unknown rule '\(id)' in '\(key)'" + (nearest.map { "; did you mean '\($0)'?" } ?? "")
            + " ('asset-manifest rules' lists every rule)", line: line))
      return nil
    }
    if let reason = Rules.rule(rule).fixedReason {
      errors.append(
        Diagnostic(
          .configurationInvalidValue, file.path,
          "'\(id)' cannot be turned off, given another severity or exempted, since \(reason); "
            + "take it out of '\(key)', and fix what it reports instead", line: line))
      return nil
    }
    return rule
  }

  /// A JSON value as the file may have written it, for an error about it.
  private static func describe(_ value: Any?) -> String {
    guard let value else { return "nothing" }
    switch value {
    case let text as String: return "\"\(text)\""
    case is NSNull: return "null"
    case is [Any]: return "a list"
    case is [String: Any]: return "an object"
    // JSON's true and false arrive as numbers whose type is a C char, on Linux and on Apple's
    // platforms alike; printed as numbers they would read 1 and 0.
    case let number as NSNumber where String(cString: number.objCType) == "c":
      return number.boolValue ? "true" : "false"
    default: return "\(value)"
    }
  }

  /// Whether `name` is an ASCII Swift identifier that needs no backticks.
  package static func isPlainIdentifier(_ name: String) -> Bool {
    // Tested by byte: an ASCII letter is A-Z or a-z, and asking Unicode's properties cost a
    // twentieth of linting a configuration of 100,000 names.
    let isLetter = { (byte: UInt8) in
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
    guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first)
    else { return false }
    let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
    return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || digits.contains($0) }
  }

  /// Whether `name` can be the generated namespace: a plain identifier that is neither a keyword
  /// nor the name of a module the generated code qualifies its names with.
  package static func isUsableNamespace(_ name: String) -> Bool {
    isPlainIdentifier(name) && !SwiftIdentifier.isReserved(name)
  }
}

extension GeneratorOptions {
  /// Takes what the build takes from the package's manifest: its `defaultLocalization`, which is
  /// the development language unless the configuration (already applied) sets one. The build
  /// plugin's tool and every command call this, so that none reads the project otherwise.
  package mutating func adopt(package manifest: PackageManifest?) {
    packageDefaultLocalization = manifest?.defaultLocalization
    // Only a language code is taken: the manifest's table stores it between spaces.
    if let language = packageDefaultLocalization, LanguageTag(language) != nil,
      configuration?.sets("developmentLanguage") != true
    {
      developmentLanguage = language
    }
  }
}
