import AssetFileReaders
import FuzzSupport

/// libFuzzer's entry point: the input is a font file.
///
/// The reader must never crash, never ask for more than its budget, give the same answer from
/// memory as through reads, and only ever give faces with a PostScript name and a family that
/// are non-empty and hold no control character, at most `faceLimit` of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontNames(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  var requested = 0
  let throughReads = FontNames.read { offset, length in
    requested += length
    return offset < bytes.count ? Array(bytes[offset..<min(bytes.count, offset + length)]) : []
  }
  precondition(requested <= FontNames.byteBudget, "read \(requested) bytes")
  let inMemory = FontNames.read(bytes)
  precondition(inMemory == throughReads)
  if case .success(let names) = inMemory {
    precondition((1...FontNames.faceLimit).contains(names.faces.count))
    for face in names.faces {
      for name in [face.postScriptName, face.family] {
        precondition(!name.isEmpty)
        precondition(name.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
      }
    }
  }
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzFontNames_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzFontNames($0, $1) }
}
