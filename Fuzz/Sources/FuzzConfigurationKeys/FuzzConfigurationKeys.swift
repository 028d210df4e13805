import AssetFileReaders
import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input is the text of an `asset-manifest.json`.
///
/// Reading its keys and checking its syntax must never crash and always end. The check calls
/// the bytes' encoding wrong exactly when they are not UTF-8. For every input without a zero
/// byte (the generator refuses those, which JSONSerialization would read as UTF-16): what the
/// syntax check accepts, `JSONSerialization` reads (so what it refuses, the check refuses), as
/// the generator relies on; a mistake is at a line and column the text has; and for a JSON
/// object the check accepts, the distinct keys found are exactly `JSONSerialization`'s (the
/// generator reads no key of a text the check refuses).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigurationKeys(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let text = String(decoding: data, as: UTF8.self)
  let keys = JSONObjectKeys.keys(in: text).filter { $0.depth == 1 }
  let mistake = JSONSyntax(utf8: Array(data)).firstMistake
  let isUTF8 = String(bytes: data, encoding: .utf8) != nil
  precondition(
    (mistake?.isEncoding == true) == !isUTF8, "UTF-8 \(isUTF8), \(String(describing: mistake))")
  if let mistake {
    // Lines end at LF, CR or CR LF: no more lines than line-end characters, plus one.
    let ends = text.utf8.count { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    precondition(mistake.line >= 1 && mistake.line <= ends + 1, "line \(mistake.line)")
    precondition(mistake.column >= 1 && mistake.column <= text.unicodeScalars.count + 1)
    precondition(!mistake.message.isEmpty)
  }
  guard !data.contains(0) else { return 0 }
  let read = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
  guard mistake == nil else { return 0 }
  precondition(read != nil, "the syntax check accepts what JSONSerialization refuses")
  guard let object = read as? [String: Any] else { return 0 }
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
