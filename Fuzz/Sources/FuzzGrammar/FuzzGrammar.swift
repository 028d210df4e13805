import FuzzSupport
import StandardPaths

/// libFuzzer's entry point: the input's lines are file names; the first is also the request.
///
/// Every invariant the property tests check is a precondition here, so libFuzzer reports any
/// input that breaks one as a crash, with the input saved to replay.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGrammar(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  let names = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  for name in names {
    precondition(name.hasScaleSuffix == (name.scaleSuffix.map { !$0.isEmpty } ?? false))
    precondition(name.hasHeightSuffix == (name.heightFromSuffix.map { $0 > 0 } ?? false))
    precondition(name.hasHeightSuffix == (name.heightSuffix.map { !$0.isEmpty } ?? false))
    precondition(name.hasIdiomSuffix == (name.idiomSuffix.map { !$0.isEmpty } ?? false))
    precondition(name.hasScaleSuffix == (name.deletingScaleSuffix() != name))
    let base = name.deletingVariantSuffixes()
    precondition(base.deletingVariantSuffixes() == base)
  }
  let files = VariantSet(names.dropFirst())
  for device in Device.knownDevices {
    for type in ["png", nil, ""] as [String?] {
      if let found = files.resolve(names[0], ofType: type, on: device) {
        precondition(files.names.contains(found), "resolved to a name not in the set")
      }
    }
  }
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzGrammar_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzGrammar($0, $1) }
}
