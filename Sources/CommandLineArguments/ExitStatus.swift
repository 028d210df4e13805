/// The exit statuses every command uses.
package enum ExitStatus {
  package static let success: Int32 = 0
  /// The command ran but found no answer, or the input has errors.
  package static let failure: Int32 = 1
  /// The arguments were wrong.
  package static let usage: Int32 = 2
}
