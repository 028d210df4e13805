/// The one version of the contract between generated code and the runtime. Generated code names
/// the runtime's marker type of this number (`GeneratedCodeVersion5`), so a file from another
/// version fails to compile instead of at launch, and both tables it holds open with a header of
/// this number, which the runtime's readers check.
package enum GeneratedCode {
  /// Raised whenever generated code, or a table it holds, changes in a way the runtime must
  /// know; the runtime's marker type is renamed with it (a test checks that they agree).
  package static let version = 5

  /// The name of the runtime's marker type that generated code passes to its initialisers.
  package static let marker = "GeneratedCodeVersion\(version)"
}
