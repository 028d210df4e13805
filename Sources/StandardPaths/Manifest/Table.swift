/// An immutable array behind a reference, so that `LazyTables` can publish it through a word.
///
/// An array, not a `ManagedBuffer` holding its elements in line, which would spare a cache
/// line per cold read: an element read from a `let` array is borrowed, where one read from a
/// buffer's memory is retained and released: a typed lookup took 9–10 ns instead of 2
/// (`typed_vs_array`).
@usableFromInline
final class Table<Element: Sendable>: Sendable {
  @usableFromInline let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
  }
}
