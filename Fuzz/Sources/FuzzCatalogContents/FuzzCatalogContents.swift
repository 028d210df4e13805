import AssetFileReaders
import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input is the bytes of a set's `Contents.json`.
///
/// Reading it must never crash, and when it reads, it holds a slot per entry of `images`, each
/// with a scale above 0 and at most 16 when it has one; its colors are at most the entries of
/// `colors`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogContents(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard case .success(let slots) = CatalogContents.slots(data) else { return 0 }
  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  let entries = (object?["images"] as? [Any])?.count ?? 0
  precondition(slots.count == entries, "\(slots.count) slots of \(entries) entries")
  precondition(slots.allSatisfy { $0.scale.map { $0 > 0 && $0 <= 16 } ?? true })
  _ = slots.map(\.description)
  let colors = CatalogContents.colors(data)
  precondition(colors.count <= (object?["colors"] as? [Any])?.count ?? 0)
  _ = colors.map(\.description)
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzCatalogContents_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzCatalogContents($0, $1) }
}
