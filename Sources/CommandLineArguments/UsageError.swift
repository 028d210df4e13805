/// Arguments the command cannot run with; reported on standard error with exit status 2.
package struct UsageError: Error, CustomStringConvertible {
  package var description: String

  package init(_ description: String) {
    self.description = "error: " + description
  }
}
