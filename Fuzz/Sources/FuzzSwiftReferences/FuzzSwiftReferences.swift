import Foundation
import FuzzSupport
import SwiftSources

/// libFuzzer's entry point: the input is the text of a Swift source file, as `unused` reads it.
///
/// Reading it must never crash or hang, and everything it finds (each identifier of a chain,
/// each literal) is text of the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftReferences(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let source = String(decoding: Data(bytes: start, count: count), as: UTF8.self)
  let references = SwiftReferences(source: source)
  for identifier in references.chains.joined() where !identifier.isEmpty {
    precondition(source.contains(identifier), "identifier '\(identifier)' is not in the input")
  }
  for literal in references.literals where !literal.isEmpty {
    precondition(source.contains(literal), "literal '\(literal)' is not in the input")
  }
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzSwiftReferences_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzSwiftReferences($0, $1) }
}
