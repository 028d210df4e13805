/// An immutable value behind a reference, so it can sit in a `LazyReference`.
final class Box<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

extension Box {
  /// The dictionary's value for `key`, read in place: reading `value` from outside copies the
  /// dictionary, a retain and a release on every lookup.
  func value<Key, Element>(for key: Key) -> Element? where Value == [Key: Element] {
    value[key]
  }
}
