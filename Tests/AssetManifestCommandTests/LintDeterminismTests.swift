import Foundation
import TestSupport
import Testing

/// Each process hashes with its own seed, so anything ordered by a `Dictionary` or by a key that
/// ties shows up as two processes printing different orders.
@Suite("Deterministic lint")
struct LintDeterminismTests {
  /// Each group has a PNG and a TIFF ambiguity whose traits read alike (`scale 2`); six groups
  /// make an order left to hashing differ between two runs with probability 63/64.
  @Test func twoProcessesPrintTheSameDiagnostics() throws {
    let files = ["a", "b", "c", "d", "e", "f"].flatMap { stem in
      ["", "@2x", "@2.0x"].flatMap { suffix in
        ["Assets/\(stem)\(suffix).png", "Assets/\(stem)\(suffix).tiff"]
      }
    }
    let folder = try TemporaryFolder(files: files)
    defer { folder.remove() }
    let input = folder.url.appendingPathComponent("Assets").path
    let first = try CommandRunner.run(["lint", input])
    let second = try CommandRunner.run(["lint", input])
    #expect(first.status == 1)
    #expect(first.error.components(separatedBy: "ambiguous variants").count == 13)
    #expect(first.error == second.error)
  }
}
