import CommandLineArguments

/// Options that exclude each other, which the build plugin's tool (`generate`) never takes.
extension Arguments {
  /// A usage error when more than one of `options` was given: the command would otherwise read
  /// one and pass over the other in silence.
  func exclusive(_ options: String...) throws(UsageError) {
    let given = options.filter(has)
    guard given.count <= 1 else {
      throw UsageError("\(given[0]) and \(given[1]) exclude each other; give one of them")
    }
  }
}
