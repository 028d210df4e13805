import Foundation
import FuzzSupport
import SwiftSources

/// libFuzzer's entry point: the input is the text of a Swift source file, as `unused` reads it.
///
/// Reading it must never crash or hang, and everything it finds (each identifier of a chain,
/// each literal, each alias's chains) is bytes of the input: compared as bytes, since a
/// combining mark makes one `Character` of the byte before it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftReferences(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let source = String(decoding: Data(bytes: start, count: count), as: UTF8.self)
  let references = SwiftReferences(source: source)
  let bytes = Array(source.utf8)
  let aliased = references.aliases.values.flatMap { $0.joined() }
  let found = Array(references.chains.joined()) + Array(references.literals) + aliased
  // The first hundred: each check walks the input.
  for text in found.prefix(100) where !text.isEmpty {
    precondition(occurs(Array(text.utf8), in: bytes), "'\(text)' is not in the input")
  }
  _ = references.expandedChains()
  return 0
}

/// Whether `needle` occurs in `haystack`: `memcmp` where the first byte matches, since the
/// generic `firstRange(of:)` took most of each run's time.
func occurs(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
  guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
  return haystack.withUnsafeBufferPointer { input in
    needle.withUnsafeBufferPointer { text in
      (0...(input.count - text.count)).contains { start in
        input[start] == text[0]
          && memcmp(input.baseAddress! + start, text.baseAddress!, text.count) == 0
      }
    }
  }
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzSwiftReferences_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzSwiftReferences($0, $1) }
}
