import Foundation
import FuzzSupport
import JSONKeys

/// libFuzzer's entry point: the input is the text of an `asset-manifest.json`.
///
/// Reading its keys must never crash, and for every UTF-8 text that is a JSON object (the
/// generator refuses text with a zero byte, which JSONSerialization would read as UTF-16) the
/// distinct keys found must be exactly `JSONSerialization`'s.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigurationKeys(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let keys = JSONObjectKeys.keys(in: String(decoding: data, as: UTF8.self)).filter {
    $0.depth == 1
  }
  guard !data.contains(0), String(bytes: data, encoding: .utf8) != nil,
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  else { return 0 }
  precondition(
    Set(keys.map(\.name)) == Set(object.keys), "\(keys.map(\.name)) against \(object.keys)")
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzConfigurationKeys_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzConfigurationKeys($0, $1) }
}
