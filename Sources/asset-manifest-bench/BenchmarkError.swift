/// A benchmark that cannot measure what it claims to, such as a baseline that finds no file.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
