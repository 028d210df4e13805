import FuzzSupport
import ImageHeaders

/// libFuzzer's entry point: the input is the start of an image file.
///
/// The reader must never crash, never ask for more than its budget, give the same answer from
/// memory as through reads, and only ever report positive sizes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  var requested = 0
  let throughReads = ImageHeader.read { offset, length in
    requested += length
    return offset < bytes.count ? Array(bytes[offset..<min(bytes.count, offset + length)]) : []
  }
  precondition(requested <= 64 * 1024, "read \(requested) bytes")
  let inMemory = ImageHeader.read(bytes)
  precondition(inMemory == throughReads)
  if case .image(let facts) = inMemory {
    precondition(facts.width > 0 && facts.height > 0 && facts.pages > 0)
  }
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzImageHeader_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzImageHeader($0, $1) }
}
