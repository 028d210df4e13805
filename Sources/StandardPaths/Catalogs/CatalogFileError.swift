import Foundation

/// Why a catalog constant's file cannot be read from its bundle.
public struct CatalogFileError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
  /// The set's catalog name: `Levels/level1`.
  public var name: String
  /// What is missing, in words.
  public var reason: String

  /// The error for the set `name`, and why.
  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// `the catalog set 'Levels/level1' cannot be read: …`.
  public var description: String { "the catalog set '\(name)' cannot be read: \(reason)" }

  /// ``description``, which `localizedDescription` then gives, as loggers print it.
  public var errorDescription: String? { description }
}
