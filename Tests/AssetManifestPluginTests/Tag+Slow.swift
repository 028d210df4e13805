import Testing

extension Tag {
  /// Tests that take tens of seconds or minutes (package builds, a hundred thousand files):
  /// `swift test --skip tag:slow` leaves them out of the inner loop; CI runs them.
  @Tag static var slow: Self
}
