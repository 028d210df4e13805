import StandardPathsCore

/// Every key of `asset-manifest.json`, each declared once, in the order the README and
/// `generate --help` list them.
package enum ConfigurationKeys {
  /// The keys.
  package static let all: [ConfigurationKey] = [
    ConfigurationKey(
      name: "$schema", type: .string, defaultDescription: "none",
      help: "the JSON Schema an editor checks the file against; the generator ignores it",
      example: #""../../../StandardPaths/asset-manifest.schema.json""#,
      apply: { _, _, _ in .applied }),
    ConfigurationKey(
      name: "namespace", type: .text(.namespace), defaultValue: #""Assets""#,
      help: "the generated enum: an identifier that is no keyword, nor `Swift`, `Foundation` or "
        + "`StandardPaths`",
      requirement: "be a Swift type name that is not a keyword or a module the generated code "
        + "uses (Swift, Foundation, StandardPaths)",
      example: #""Assets""#,
      apply: { options, value, _ in
        guard let name = value as? String, GeneratorOptions.isUsableNamespace(name) else {
          return .invalid(nil)
        }
        options.namespace = name
        return .applied
      }),
    ConfigurationKey(
      name: "accessLevel", type: .choice(["internal", "package", "public"]),
      defaultValue: #""internal""#,
      help: "the access level of every generated declaration: `internal`, `package` or `public`",
      example: #""internal""#,
      apply: { options, value, _ in
        guard let level = value as? String, ["internal", "package", "public"].contains(level)
        else { return .invalid(nil) }
        options.accessLevel = level
        return .applied
      }),
    ConfigurationKey(
      name: "devices",
      type: .list(
        .choice(["modern", "legacy"] + Device.knownDevices.compactMap(\.name)), minimum: 1),
      defaultDescription: "all",
      help: #"the known devices the project ships to, which warnings speak of: `"modern"`, "#
        + #"`"legacy"`, or names (`["iphone-16", "ipad-air"]`); the tables still hold every "#
        + "device",
      requirement: #"list "modern", "legacy" or known device names (asset-manifest devices)"#,
      example: #"["modern"]"#,
      apply: { options, value, _ in GeneratorOptions.applyDevices(value, to: &options) }),
    ConfigurationKey(
      name: "extraDevices", type: .list(.text(.deviceSpecification), minimum: 0),
      defaultValue: "[]",
      defaultDescription: "none",
      help: "devices checked besides the known devices, as `asset-manifest devices` spells them "
        + "(resolved in memory at run time)",
      requirement: "be a list of device spellings", example: #"["phone@3x:390x844"]"#,
      apply: { options, value, file in
        // Every wrong entry at its own line, as `names` reports its entries.
        var errors: [Diagnostic] = []
        var taken: [Device: String] = [:]
        var seen: [String: Int] = [:]
        options.extraDevices = (value as? [String] ?? []).compactMap { spelling in
          let line = file.line(
            ofString: spelling, after: "extraDevices", occurrence: seen[spelling, default: 0])
          seen[spelling, default: 0] += 1
          do throws(DeviceSpecificationError) {
            let device = try Device(specification: spelling)
            // A repeat checks nothing new. A known device is a column of every table already,
            // and is checked with the devices shipped to: `devices` is where it belongs.
            if let earlier = taken[device] {
              options.redundantDeviceWarnings.append(
                Diagnostic(
                  .configurationRedundantDevice, file.path,
                  "'extraDevices' lists '\(spelling)', which is '\(earlier)' again, listed "
                    + "before it; remove this entry", line: line))
              return nil
            }
            taken[device] = spelling
            if device.knownDeviceIndex != nil {
              // `devices` is declared before this key, so it is applied already, in any order
              // of the file's keys.
              let advice =
                options.shippedDevices?.contains(device) == true
                ? "'devices' names it already; remove this entry"
                : "name it in 'devices' if the app ships to it, or remove this entry"
              options.redundantDeviceWarnings.append(
                Diagnostic(
                  .configurationRedundantDevice, file.path,
                  "'extraDevices' lists '\(spelling)', which is the known device \(device), a "
                    + "column of every table already; \(advice)", line: line))
            }
            return device
          } catch {
            errors.append(
              Diagnostic(
                .configurationInvalidValue, file.path, "in 'extraDevices': \(error)", line: line))
            return nil
          }
        }
        return errors.isEmpty ? .applied : .errors(errors)
      }),
    ConfigurationKey(
      name: "strict", type: .boolean, defaultValue: "false",
      help: "warnings fail the build too, printed as errors (after the severities of `rules`)",
      example: "false",
      apply: { options, value, _ in
        options.strict = value as? Bool ?? false
        return .applied
      }),
    ConfigurationKey(
      name: "bundle", type: .choice(GeneratorOptions.BundleSource.allCases.map(\.rawValue)),
      defaultValue: #""module""#, defaultDescription: "`module` (`main` in Xcode)",
      help: "where the generated code finds the files: `module` (`Bundle.module`), `main` "
        + "(`Bundle.main`) or `none` (paths only); a SwiftPM target's are in `Bundle.module`",
      example: #""module""#,
      apply: { options, value, _ in
        guard let source = (value as? String).flatMap(GeneratorOptions.BundleSource.init) else {
          return .invalid(nil)
        }
        options.bundle = source
        options.configuredBundle = source
        return .applied
      }),
    ConfigurationKey(
      name: "folder", type: .string, defaultDescription: "every entry",
      help: "the one resource entry to scan, as `Package.swift` declares it",
      requirement: "name a resource entry", example: #""Resources/Images""#,
      apply: { options, value, _ in
        options.folder = value as? String
        return .applied
      }),
    ConfigurationKey(
      name: "names", type: .dictionary(.text(.memberName)), defaultValue: "{}",
      defaultDescription: "none",
      help: "Swift names you choose, by asset name as `asset-manifest table` lists it",
      requirement: "map asset names to Swift names",
      example: #"{"Images/Dashed_Divider_.png": "dividerEnd"}"#,
      apply: { options, value, file in GeneratorOptions.applyNames(value, to: &options, file) }),
    ConfigurationKey(
      name: "output", type: .text(.swiftFileName), defaultValue: #""Assets.generated.swift""#,
      help: "the file the command plugin writes into the target",
      requirement: "be a file name ending in .swift", example: #""Assets.generated.swift""#,
      apply: { options, value, _ in
        guard let name = value as? String, name.hasSuffix(".swift"), !name.contains("/"),
          name.count > 6
        else { return .invalid(nil) }
        options.outputFileName = name
        return .applied
      }),
    ConfigurationKey(
      name: "warnUpscaled", type: .boolean, defaultValue: "false",
      help: "warn about assets a device draws from a file of lower scale than its screen's while "
        + "other scales exist (often deliberate): the rule `scaled-up`, whose severity `rules` "
        + "may set instead",
      example: "false",
      apply: { options, value, _ in
        options.warnUpscaled = value as? Bool ?? false
        return .applied
      }),
    ConfigurationKey(
      name: "developmentLanguage", type: .text(.languageTag), defaultValue: #""en""#,
      defaultDescription: "`en`, or `Package.swift`'s `defaultLocalization`",
      help: "the language the project is written in: localized resources fall back to its "
        + "`.lproj` folder after `Base.lproj`",
      requirement: "be the language the project is written in, as a language folder names it",
      example: #""en""#,
      apply: { options, value, _ in
        guard let name = value as? String, LanguageTag(name) != nil else { return .invalid(nil) }
        options.developmentLanguage = name
        return .applied
      }),
    ConfigurationKey(
      name: "keep", type: .list(.string, minimum: 0), defaultValue: "[]",
      defaultDescription: "none",
      help: "assets `asset-manifest unused` counts as used, by name with `*` for any "
        + "characters: those the app looks up by names it builds at run time",
      requirement: "list the assets 'asset-manifest unused' counts as used",
      example: #"["Flags/*", "Characters/hero.png"]"#,
      apply: { options, value, _ in
        options.keptAssets = value as? [String] ?? []
        return .applied
      }),
    ConfigurationKey(
      name: "baseline", type: .string, defaultDescription: "none",
      help: "a findings baseline (`asset-manifest lint --write-baseline`), relative to this "
        + "file: the warnings it records are not printed, so only new ones show",
      requirement: "name a baseline file", example: #""asset-manifest-baseline.json""#,
      apply: { options, value, file in
        guard let path = value as? String, !path.isEmpty else { return .invalid(nil) }
        let folder = file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? ""
        options.baselinePath = path.hasPrefix("/") ? path : SourceLocations.join(folder, path)
        return .applied
      }),
    ConfigurationKey(
      name: "rules",
      type: .object(
        Rules.all.filter(\.isConfigurable).map {
          ConfigurationKey.Property(
            name: $0.id.rawValue, type: .choice(Rule.Level.allCases.map(\.rawValue)),
            description: .severity(of: $0.id))
        }, required: []),
      defaultValue: "{}", defaultDescription: "every rule at its own severity",
      help: #"a severity for each rule, by the ID findings print (`asset-manifest rules` lists "#
        + #"them): `"off"`, `"warning"` or `"error"`"#,
      requirement: #"map rule IDs to "off", "warning" or "error""#,
      example: #"{"never-chosen": "error", "scaled-up": "warning"}"#,
      apply: { options, value, file in GeneratorOptions.applyRules(value, to: &options, file) }),
    ConfigurationKey(
      name: "exempt",
      type: .list(
        .object(
          [
            ConfigurationKey.Property(
              name: "rule", type: .choice(Rules.configurableIDs),
              description: .text("the rule, by its ID")),
            ConfigurationKey.Property(
              name: "paths", type: .list(.string, minimum: 1),
              description: .text(
                "paths relative to the resource folder: `*` stands for any characters within a "
                  + "path component, `**` for any components")),
          ], required: ["rule", "paths"]), minimum: 0),
      defaultValue: "[]", defaultDescription: "none",
      help: "paths a rule leaves alone: each entry names a `rule` and its `paths`, relative to "
        + "the resource folder, where `*` stands for any characters within a path component "
        + "and `**` for any components",
      requirement: "list rules with the paths they leave alone",
      example: #"[{"rule": "never-chosen", "paths": ["Legacy/**"]}]"#,
      apply: { options, value, file in GeneratorOptions.applyExemptions(value, to: &options, file) }
    ),
  ]

  /// The key called `name`, if there is one.
  package static func named(_ name: String) -> ConfigurationKey? {
    all.first { $0.name == name }
  }
}
