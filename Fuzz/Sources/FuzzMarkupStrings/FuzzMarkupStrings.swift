import Foundation
import FuzzSupport
import MarkupSources

/// libFuzzer's entry point: the input is a storyboard, a xib or a property list, as `unused`
/// reads it among the sources and the resources.
///
/// Reading it must never crash or hang, and every string the XML reader finds is one a lookup
/// could take: not empty (a binary property list's are Foundation's, as they are).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkupStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let strings = MarkupStrings.strings(in: data)
  guard !data.starts(with: Array("bplist".utf8)) else { return 0 }
  precondition(!strings.contains(""), "an empty string was kept")
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzMarkupStrings_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzMarkupStrings($0, $1) }
}
