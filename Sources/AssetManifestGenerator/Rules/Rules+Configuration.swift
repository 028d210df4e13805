extension Rule.ID {
  /// The rules of `asset-manifest.json`, at the line of the setting they are about. None can
  /// be turned off: each reports a mistake in the file that would stay hidden.
  package enum Configuration: CaseIterable, Sendable {
    case configurationSyntax, configurationEncoding, configurationTooLarge, configurationNotObject,
      configurationRepeatedKey, configurationUnknownKey, configurationInvalidValue,
      configurationUnknownRule, configurationUnknownFolder, configurationUnknownAsset,
      configurationUnusedKeep, configurationUnusedExempt, configurationLanguageMismatch,
      configurationBundleMismatch, configurationRedundantDevice, baselineInvalid
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func configuration(_ rule: Rule.ID.Configuration, _ id: Rule.ID) -> Rule {
    switch rule {
    case .configurationSyntax, .configurationEncoding, .configurationTooLarge,
      .configurationNotObject, .configurationRepeatedKey, .configurationUnknownKey,
      .configurationInvalidValue, .configurationUnknownRule, .configurationUnknownFolder,
      .baselineInvalid:
      Rule(id, .error, fixedReason: configurationReason)
    case .configurationUnknownAsset:
      Rule(id, .warning, fixedReason: configurationReason) { input in
        Checks.unknownChosenNames(input)
      }
    case .configurationUnusedKeep:
      Rule(id, .warning, topic: .unused, fixedReason: configurationReason)
    case .configurationUnusedExempt:
      Rule(id, .warning, fixedReason: configurationReason) { input in
        Checks.unmatchedExemptions(input)
      }
    case .configurationLanguageMismatch:
      Rule(id, .warning, fixedReason: configurationReason) { input in
        Checks.developmentLanguageMismatch(input.options)
      }
    case .configurationBundleMismatch:
      Rule(id, .warning, fixedReason: configurationReason) { input in
        Checks.bundleMismatch(input.options)
      }
    case .configurationRedundantDevice:
      Rule(id, .warning, fixedReason: configurationReason) { input in
        input.options.redundantDeviceWarnings
      }
    }
  }

  /// Why the configuration's own findings cannot be turned off.
  static let configurationReason =
    "it reports a mistake in the configuration itself, which turning it off would hide"
}
