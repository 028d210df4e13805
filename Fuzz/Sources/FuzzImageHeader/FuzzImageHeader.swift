import AssetFileReaders
import FuzzSupport

/// libFuzzer's entry point: the input is the start of an image file.
///
/// The reader must never crash, never ask for more than its budget, give the same answer from
/// memory as through reads, only ever report sizes within the format's limits (positive, at
/// most 65,535 for JPEG and GIF, 2³¹−1 for the others, at most 2³¹ pixels), and call only an
/// input of no byte empty.
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
    let limit = [.jpeg, .gif].contains(facts.format) ? 65_535 : Int(Int32.max)
    precondition((1...limit).contains(facts.width) && (1...limit).contains(facts.height))
    precondition(facts.width * facts.height <= 1 << 31 && facts.pages > 0)
  }
  precondition((inMemory == .empty) == bytes.isEmpty)
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzImageHeader_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzImageHeader($0, $1) }
}
