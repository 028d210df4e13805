/// One kind of finding: a stable ID that the finding prints and the configuration names, the
/// severity it has unless the configuration says otherwise, what it finds and how to fix it, and
/// for a check of the assets the check itself. Every finding belongs to one rule, and every rule
/// is in `Rules.all`, which the pipeline runs and `asset-manifest rules`, the README and the
/// configuration's schema list.
package struct Rule: Sendable {
  /// A check of the assets: every finding of this rule in `input`, in any order (the pipeline
  /// sorts them), each at its file on disk.
  package typealias Check = @Sendable (_ input: CheckInput) -> [Diagnostic]

  /// The rule's stable ID, as findings print it (`near-miss-suffix`).
  package var id: ID
  /// The severity of its findings unless the configuration sets another.
  package var level: Level
  /// What it finds, in one line.
  package var summary: String
  /// Names or settings that trigger it.
  package var example: String
  /// What to do about its findings.
  package var fix: String
  /// The report's section its findings go to.
  package var topic: Diagnostic.Topic = .checks
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
}
