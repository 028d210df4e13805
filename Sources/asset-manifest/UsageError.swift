/// Arguments the command cannot run with; reported on standard error with exit status 2.
struct UsageError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = "error: " + description
  }
}
