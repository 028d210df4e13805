extension GeneratorOptions {
  /// The severity of `rule`'s findings: the configuration's `rules`, else `warnUpscaled` for
  /// `scaled-up`, else the rule's own.
  package func level(of rule: Rule.ID) -> Rule.Level {
    if let level = rules.levels[rule] { return level }
    if rule == .scaledUp, warnUpscaled { return .warning }
    return Rules.rule(rule).level
  }

  /// `findings` as the configuration wants them, in report order: each with its rule's severity,
  /// without those of rules turned off and those at paths their rule is exempt from. The one
  /// place the configuration's rules apply, to the generator's findings and the audit's alike;
  /// strict mode applies after it, to the warnings left.
  ///
  /// A path is matched relative to the resource folder that holds it (`locations`' roots); one
  /// outside them, such as the configuration's own, is exempt from nothing.
  package func applyingRules(_ findings: [Diagnostic], locations: SourceLocations) -> [Diagnostic] {
    findings.compactMap { finding -> Diagnostic? in
      guard !hides(finding.rule, atFile: finding.path, locations: locations),
        let severity = level(of: finding.rule).severity
      else { return nil }
      var ruled = finding
      ruled.severity = severity
      return ruled
    }.sorted(by: Diagnostic.reportOrder)
  }

  /// Whether these rules hide `rule`'s findings at `disk` (a path as findings print it): the
  /// rule is off, or exempt at the file's path relative to the resource folder that holds it.
  package func hides(_ rule: Rule.ID, atFile disk: String, locations: SourceLocations) -> Bool {
    guard level(of: rule) != .off else { return true }
    guard !rules.exemptions.isEmpty, let path = locations.relativePath(of: disk) else {
      return false
    }
    return rules.exempts(rule, at: path)
  }

  /// The entries of `baseline` whose findings these rules do not look for: of a rule turned
  /// off, or at a file exempt from its rule. Nothing matches them, yet nothing was fixed, and a
  /// new record keeps them (`FindingBaseline.leftAlone`).
  package func entriesLeftAlone(in baseline: FindingBaseline, locations: SourceLocations)
    -> Set<FindingBaseline.Entry>
  {
    let paths = rules.exemptions.isEmpty ? [:] : baseline.resourcePaths(in: locations)
    return Set(
      baseline.entries.filter { entry in
        guard let rule = Rule.ID(rawValue: entry.rule) else { return false }
        if level(of: rule) == .off { return true }
        return paths[entry].map { rules.exempts(rule, at: $0) } ?? false
      })
  }
}
