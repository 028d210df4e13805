import CommandLineArguments

/// How `resolve` reads its NAME: one way only, chosen by a flag, so that a Swift name or a
/// catalog set's name never changes the answer to a path (the seed's rules and `Bundle` give
/// none for `icon` of type `png` when the folder holds only `icon.tiff`).
enum NameForm: Equatable {
  /// Its path in the bundle, as `Bundle.path(forResource:ofType:)` takes it: the default.
  case path
  /// A constant's Swift name, with or without the namespace (`--swift-name`).
  case swiftName
  /// An asset catalog set's name, as `UIImage(named:)` takes it (`--catalog`).
  case catalog

  init(_ arguments: Arguments) throws(UsageError) {
    switch (arguments.has("--swift-name"), arguments.has("--catalog")) {
    case (false, false): self = .path
    case (true, false): self = .swiftName
    case (false, true): self = .catalog
    case (true, true):
      throw UsageError("--swift-name and --catalog each say how to read NAME; pass one of them")
    }
  }
}
