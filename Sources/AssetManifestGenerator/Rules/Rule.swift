/// One kind of finding, as a build needs it: a stable ID that the finding prints and the
/// configuration names, the severity it has unless the configuration says otherwise, and for a
/// check of the assets the check itself. Every finding belongs to one rule, and every rule is in
/// `Rules.all`, which the pipeline runs. What a rule finds and how to fix it are the command
/// line's (`Rule.ID.documentation` in AssetManifestAudit): the build never shows them, so the
/// build tool does not compile them.
package struct Rule: Sendable {
  /// A check of the assets: every finding of this rule in `input`, in any order (the pipeline
  /// sorts them), each at its file on disk.
  package typealias Check = @Sendable (_ input: CheckInput) -> [Diagnostic]

  /// The rule's stable ID, as findings print it (`near-miss-suffix`).
  package var id: ID
  /// The severity of its findings unless the configuration sets another.
  package var level: Level
  /// The report's section its findings go to.
  package var topic: Diagnostic.Topic
  /// Why the configuration cannot turn it off or change its severity, as a clause after "since",
  /// or nil when it can: turning off a finding of the configuration itself would hide the
  /// mistake it reports.
  package var fixedReason: String?
  /// The check that finds it, for the checks the pipeline runs after resolving; nil for the
  /// findings of the stages that read the disk, the configuration, the names and the audit,
  /// which find them as they go.
  package var check: Check?

  /// Whether the configuration may set its severity or exempt paths from it.
  package var isConfigurable: Bool { fixedReason == nil }

  /// The rule `id` as its family declares it (`Rules.rule(_:)`).
  init(
    _ id: ID, _ level: Level, topic: Diagnostic.Topic = .checks, fixedReason: String? = nil,
    check: Check? = nil
  ) {
    self.id = id
    self.level = level
    self.topic = topic
    self.fixedReason = fixedReason
    self.check = check
  }
}
