/// The names a font file's `name` tables give its faces, read with a budget: the few bytes of
/// the file's table directory and of each face's `name` table, never the outlines.
///
/// Pure and linear: every offset is checked against the bytes `fetch` returned before it is
/// used, counts are capped, and no input, however built, makes it trap or read more than
/// `byteBudget` bytes. Follows the OpenType `name` table (nameID 1 family, 4 full name, 6
/// PostScript name, 16 typographic family preferred when present; a Windows Unicode record,
/// platform 3 encoding 1 or 10, preferred over a Mac Roman one, platform 1 encoding 0; English).
package struct FontNames: Hashable, Sendable {
  /// One face of a font file: a `.ttf` or `.otf` has one, a `.ttc` collection one per font.
  package struct Face: Hashable, Sendable {
    /// nameID 6: what `UIFont(name:size:)` and Core Text find the face by.
    package var postScriptName: String
    /// nameID 16 when present, else nameID 1.
    package var family: String
    /// nameID 4, empty when the table has none.
    package var fullName: String

    package init(postScriptName: String, family: String, fullName: String = "") {
      self.postScriptName = postScriptName
      self.family = family
      self.fullName = fullName
    }
  }

  /// Why a file's names could not be read.
  package enum Failure: Error, Hashable, Sendable {
    /// The file ends before a structure it declares.
    case truncated(String)
    /// The file does not start as a TrueType, OpenType or collection file.
    case notAFont
    /// A value no valid font holds.
    case invalid(String)
    /// The structures ask for more bytes than the budget.
    case overBudget
  }

  /// The most bytes one file may cost.
  package static let byteBudget = 1 << 20
  /// The most faces read from one collection.
  package static let faceLimit = 64

  /// The faces, in the file's (or the collection's) order.
  package var faces: [Face]
  /// How many faces of a collection past `faceLimit` were not read, so have no names.
  package var facesNotRead: Int

  package init(faces: [Face], facesNotRead: Int = 0) {
    self.faces = faces
    self.facesNotRead = facesNotRead
  }

  /// Reads the names through `fetch`, which returns up to `count` bytes at `offset`.
  package static func read(
    _ fetch: (_ offset: Int, _ count: Int) -> [UInt8]
  ) -> Result<FontNames, Failure> {
    withoutActuallyEscaping(fetch) { fetch in
      var reader = Reader(fetch: fetch)
      do throws(Failure) {
        return .success(try reader.fontNames())
      } catch {
        return .failure(error)
      }
    }
  }

  /// Reads the names of a file held in memory.
  package static func read(_ bytes: [UInt8]) -> Result<FontNames, Failure> {
    read { offset, count in
      guard offset >= 0, offset < bytes.count, count > 0 else { return [] }
      return Array(bytes[offset..<(offset + min(count, bytes.count - offset))])
    }
  }

  /// `failure` in words, for the warning that names the file.
  package static func describe(_ failure: Failure) -> String {
    switch failure {
    case .truncated(let what): "the file ends inside its \(what)"
    case .notAFont: "it does not start as a TrueType, OpenType or font collection file"
    case .invalid(let what): what
    case .overBudget: "its tables claim more than \(byteBudget / 1024) KB of names"
    }
  }
}

extension FontNames {
  /// The reads of one file, with their budget.
  private struct Reader {
    let fetch: (_ offset: Int, _ count: Int) -> [UInt8]
    var spent = 0

    /// Exactly `count` bytes at `offset`.
    mutating func bytes(_ count: Int, at offset: Int, _ what: String) throws(Failure) -> [UInt8] {
      guard offset >= 0, count >= 0, offset <= Int(UInt32.max), count <= byteBudget else {
        throw .invalid("its \(what) lies beyond any file")
      }
      spent += count
      guard spent <= byteBudget else { throw .overBudget }
      let bytes = count == 0 ? [] : fetch(offset, count)
      guard bytes.count == count else { throw .truncated(what) }
      return bytes
    }

    mutating func fontNames() throws(Failure) -> FontNames {
      let start = try bytes(12, at: 0, "header")
      let tag = start.uint(0, 4)
      if tag == 0x7474_6366 {  // "ttcf"
        let count = start.uint(8, 4)
        guard count > 0 else { throw .invalid("its collection holds no font") }
        // Only the first faceLimit faces are read, so a count of 4 billion costs what 64 do;
        // their names are true, and the rest are counted for the warning that says so.
        let read = min(count, faceLimit)
        let offsets = try bytes(4 * read, at: 12, "collection header")
        var faces: [Face] = []
        for index in 0..<read {
          faces.append(try face(at: offsets.uint(4 * index, 4)))
        }
        return FontNames(faces: faces, facesNotRead: count - read)
      }
      return FontNames(faces: [try face(at: 0)])
    }

    /// The face whose table directory starts at `offset`.
    mutating func face(at offset: Int) throws(Failure) -> Face {
      let directory = try bytes(12, at: offset, "table directory")
      // TrueType 0x00010000, "OTTO" (CFF), "true" and "typ1" (old Mac fonts).
      guard [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031].contains(directory.uint(0, 4))
      else { throw .notAFont }
      let tableCount = directory.uint(4, 2)
      let records = try bytes(16 * tableCount, at: offset + 12, "table directory")
      for index in 0..<tableCount where records.uint(16 * index, 4) == 0x6E61_6D65 {  // "name"
        return try names(
          at: records.uint(16 * index + 8, 4), length: records.uint(16 * index + 12, 4))
      }
      throw .invalid("it has no name table")
    }

    /// The face named by the `name` table at `offset`, `length` bytes long.
    mutating func names(at offset: Int, length: Int) throws(Failure) -> Face {
      let header = try bytes(6, at: offset, "name table")
      let count = header.uint(2, 2)
      let storage = header.uint(4, 2)
      let records = try bytes(12 * count, at: offset + 6, "name table")
      // Per name ID: the best record's rank (lower is better), offset and length.
      var best: [Int: (rank: Int, offset: Int, length: Int, utf16: Bool)] = [:]
      for index in 0..<count {
        let record = 12 * index
        let platform = records.uint(record, 2)
        let encoding = records.uint(record + 2, 2)
        let language = records.uint(record + 4, 2)
        let nameID = records.uint(record + 6, 2)
        guard [1, 4, 6, 16].contains(nameID) else { continue }
        let rank: Int
        let utf16: Bool
        switch (platform, encoding) {
        // English Windows, English Mac, other Windows, Unicode, other Mac.
        case (3, 1), (3, 10):
          rank = language == 0x0409 ? 0 : 2
          utf16 = true
        case (1, 0):
          rank = language == 0 ? 1 : 4
          utf16 = false
        case (0, _):
          rank = 3
          utf16 = true
        default: continue
        }
        if let known = best[nameID], known.rank <= rank { continue }
        best[nameID] = (
          rank, records.uint(record + 10, 2), records.uint(record + 8, 2), utf16
        )
      }
      var strings: [Int: String] = [:]
      for (nameID, record) in best.sorted(by: { $0.key < $1.key }) {
        let stringOffset = storage + record.offset
        guard length == 0 || stringOffset + record.length <= length else {
          throw .invalid("its name \(nameID) lies outside its name table")
        }
        let raw = try bytes(record.length, at: offset + stringOffset, "name strings")
        strings[nameID] = record.utf16 ? Self.utf16(raw) : Self.macRoman(raw)
      }
      guard let postScript = strings[6], !postScript.isEmpty else {
        throw .invalid("its name table has no PostScript name (name 6)")
      }
      guard let family = strings[16].flatMap({ $0.isEmpty ? nil : $0 }) ?? strings[1],
        !family.isEmpty
      else { throw .invalid("its name table has no family name (name 1)") }
      guard Self.isOneLine(postScript), Self.isOneLine(family) else {
        throw .invalid("its PostScript or family name holds a control character")
      }
      return Face(postScriptName: postScript, family: family, fullName: strings[4] ?? "")
    }

    /// Whether `name` holds no control character (C0, DEL, C1) and no line or paragraph
    /// separator, so that it fits on a line of the manifest's table.
    static func isOneLine(_ name: String) -> Bool {
      name.unicodeScalars.allSatisfy {
        $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) && $0.value != 0x2028
          && $0.value != 0x2029
      }
    }

    /// UTF-16BE text; an unpaired surrogate or odd byte becomes U+FFFD.
    static func utf16(_ bytes: [UInt8]) -> String {
      let units = stride(from: 0, to: bytes.count - 1, by: 2).map {
        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
      }
      return String(decoding: units, as: UTF16.self) + (bytes.count % 2 == 1 ? "\u{FFFD}" : "")
    }

    /// Mac Roman text: ASCII as itself, the upper half through its table.
    static func macRoman(_ bytes: [UInt8]) -> String {
      String(
        String.UnicodeScalarView(
          bytes.map { byte in
            byte < 0x80
              ? Unicode.Scalar(byte)
              : Unicode.Scalar(macRomanUpperHalf[Int(byte) - 0x80]) ?? "\u{FFFD}"
          }))
    }

    /// Mac Roman 0x80–0xFF.
    static let macRomanUpperHalf: [UInt16] = [
      0xC4, 0xC5, 0xC7, 0xC9, 0xD1, 0xD6, 0xDC, 0xE1, 0xE0, 0xE2, 0xE4, 0xE3, 0xE5, 0xE7, 0xE9,
      0xE8, 0xEA, 0xEB, 0xED, 0xEC, 0xEE, 0xEF, 0xF1, 0xF3, 0xF2, 0xF4, 0xF6, 0xF5, 0xFA, 0xF9,
      0xFB, 0xFC, 0x2020, 0xB0, 0xA2, 0xA3, 0xA7, 0x2022, 0xB6, 0xDF, 0xAE, 0xA9, 0x2122, 0xB4,
      0xA8, 0x2260, 0xC6, 0xD8, 0x221E, 0xB1, 0x2264, 0x2265, 0xA5, 0xB5, 0x2202, 0x2211, 0x220F,
      0x3C0, 0x222B, 0xAA, 0xBA, 0x3A9, 0xE6, 0xF8, 0xBF, 0xA1, 0xAC, 0x221A, 0x192, 0x2248,
      0x2206, 0xAB, 0xBB, 0x2026, 0xA0, 0xC0, 0xC3, 0xD5, 0x152, 0x153, 0x2013, 0x2014, 0x201C,
      0x201D, 0x2018, 0x2019, 0xF7, 0x25CA, 0xFF, 0x178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01,
      0xFB02, 0x2021, 0xB7, 0x201A, 0x201E, 0x2030, 0xC2, 0xCA, 0xC1, 0xCB, 0xC8, 0xCD, 0xCE,
      0xCF, 0xCC, 0xD3, 0xD4, 0xF8FF, 0xD2, 0xDA, 0xDB, 0xD9, 0x131, 0x2C6, 0x2DC, 0xAF, 0x2D8,
      0x2D9, 0x2DA, 0xB8, 0x2DD, 0x2DB, 0x2C7,
    ]
  }
}

extension [UInt8] {
  /// The big-endian unsigned number in `count` bytes at `offset`; the caller checked the range.
  fileprivate func uint(_ offset: Int, _ count: Int) -> Int {
    var value = 0
    for index in offset..<(offset + count) { value = value << 8 | Int(self[index]) }
    return value
  }
}
