import AssetFileReaders
import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input is the bytes of a set's `Contents.json`.
///
/// Reading it must never crash, and when it reads, it holds a slot per entry of `images`, each
/// with a scale above 0 and at most 16 when it has one, and a color per entry of `colors`; every
/// line a finding would point at is one of the file's. So is a group's reading's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogContents(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let lines = 1 + data.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count
  if case .failure(let failure) = CatalogContents.providesNamespace(data) {
    precondition((1...lines).contains(failure.line), "group line \(failure.line) of \(lines)")
  }
  switch CatalogContents.read(data) {
  case .failure(let failure):
    precondition((1...lines).contains(failure.line), "line \(failure.line) of \(lines)")
    return 0
  case .success(let contents):
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    let entries = (object?["images"] as? [Any])?.count ?? 0
    precondition(contents.slots.count == entries, "\(contents.slots.count) slots of \(entries)")
    precondition(contents.slots.allSatisfy { $0.scale.map { $0 > 0 && $0 <= 16 } ?? true })
    precondition(contents.colors.count == (object?["colors"] as? [Any])?.count ?? 0)
    let found =
      contents.slots.map(\.line) + [contents.dataFileLine]
      + contents.colors.flatMap { [$0.line, $0.spaceLine] + $0.componentLines }
    precondition(found.allSatisfy { (1...lines).contains($0) }, "lines \(found) of \(lines)")
    _ = contents.slots.map(\.description) + contents.colors.map(\.description)
    return 0
  }
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzCatalogContents_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzCatalogContents($0, $1) }
}
