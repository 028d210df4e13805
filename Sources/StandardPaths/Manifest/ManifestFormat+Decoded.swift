import Foundation

extension ManifestFormat {
  /// Each byte's digit value, or -1 for a byte that is not a digit.
  static let digitValues: [Int32] = {
    var values = [Int32](repeating: -1, count: 256)
    for (value, digit) in digits.enumerated() { values[Int(digit)] = Int32(value) }
    return values
  }()

  /// A manifest's texts, checked and indexed in one pass over their bytes.
  ///
  /// Nothing is copied or converted here: an app that asks for a few assets should not pay for
  /// tens of thousands of them at launch. Names become strings, and numbers are read from their
  /// digits, when a lookup needs them.
  struct Decoded: Sendable {
    let names: ManifestText
    /// Per file: where its name starts and ends in `names`.
    let nameBounds: [Int32]
    let table: ManifestText
    /// Per group: where its row starts, its first tab and its second tab in `table`. The request
    /// lies before the first tab, the type between the tabs, the numbers after the second.
    let rowBounds: [Int32]
    let width: Int
    let deviceCount: Int
    /// The language the project is written in, which localized assets fall back to.
    let developmentLanguage: String
    /// The names of the manifest's language folders, which `Role.language` indexes.
    let languages: [String]

    var fileCount: Int { nameBounds.count / 2 }
    var groupCount: Int { rowBounds.count / 3 }

    init(names: ManifestText, table: ManifestText) throws(Error) {
      self.names = names
      self.table = table
      nameBounds = Self.lineBounds(of: names.bytes)
      let bytes = table.bytes
      let headerEnd = Self.index(of: "\n", in: bytes, from: 0, to: bytes.count)
      let header = String(decoding: bytes[..<headerEnd], as: UTF8.self).split(separator: " ")
      guard header.count == 5, header[0] == version, let width = Int(header[1]),
        (1...5).contains(width), let deviceCount = Int(header[2]), deviceCount >= 0
      else {
        throw Error(description: "manifest written by another version of asset-manifest")
      }
      self.width = width
      self.deviceCount = deviceCount
      developmentLanguage = String(header[3])
      languages = header[4] == "-" ? [] : header[4].split(separator: ",").map(String.init)
      rowBounds = try Self.rows(
        of: bytes, from: headerEnd + 1, width: width, deviceCount: deviceCount,
        fileCount: nameBounds.count / 2, roleCount: languages.count + 3)
    }

    /// Where file `file`'s name lies in `names`.
    func nameRange(ofFile file: Int) -> Range<Int> {
      Int(nameBounds[2 * file])..<Int(nameBounds[2 * file + 1])
    }

    /// Where group `group`'s request lies in `table`.
    func requestRange(ofGroup group: Int) -> Range<Int> {
      Int(rowBounds[3 * group])..<Int(rowBounds[3 * group + 1])
    }

    /// Group `group`'s request name: `Characters/hero.png`.
    func request(ofGroup group: Int) -> String {
      String(decoding: table.bytes[requestRange(ofGroup: group)], as: UTF8.self)
    }

    /// Group `group`'s type (`png`), or nil for a request without one.
    func type(ofGroup group: Int) -> String? {
      let type = (Int(rowBounds[3 * group + 1]) + 1)..<Int(rowBounds[3 * group + 2])
      let bytes = table.bytes[type]
      return bytes.elementsEqual("-".utf8) ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// File `file`'s path relative to the scanned folder.
    func name(ofFile file: Int) -> String {
      String(decoding: names.bytes[nameRange(ofFile: file)], as: UTF8.self)
    }

    /// Number `position` of `group`'s row: 0 its role, 1 its first file, 2 its file count, then
    /// one answer per device.
    private func number(_ position: Int, ofGroup group: Int) -> Int {
      let start = Int(rowBounds[3 * group + 2]) + 1 + position * width
      var value = 0
      for digit in table.bytes[start..<(start + width)] {
        value = value * 64 + Int(ManifestFormat.digitValues[Int(digit)])
      }
      return value
    }

    /// The answer stored for `group` on the known device in `column`, or nil for none.
    func storedAnswer(group: Int, column: Int) -> Int? {
      let answer = number(3 + column, ofGroup: group)
      return answer == 0 ? nil : answer - 1
    }

    /// What `group` is to localization.
    func role(ofGroup group: Int) -> ManifestFormat.Role {
      ManifestFormat.Role(number: number(0, ofGroup: group))
    }

    /// The indices of `group`'s own variant files.
    func variantRange(ofGroup group: Int) -> Range<Int> {
      let first = number(1, ofGroup: group)
      return first..<(first + number(2, ofGroup: group))
    }

    /// File `file`'s name (its path in the bundle) after `prefix`, the resource folder's path
    /// and a `/`, or nothing.
    func path(ofFile file: Int, prefix: [UInt8]) -> String {
      var path = prefix
      path.append(contentsOf: names.bytes[nameRange(ofFile: file)])
      return String(decoding: path, as: UTF8.self)
    }

    /// The first `byte` in `bytes[start..<end]`, or `end`; `memchr` scans many bytes a cycle,
    /// which keeps the first lookup of a 10,000-asset manifest within its 2 ms
    /// (`first_lookup_ms`). Sound because `start..<end` lies within `bytes`, which every caller
    /// passes as it received it.
    private static func index(
      of byte: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int {
      guard start < end, let base = bytes.baseAddress,
        let found = memchr(base + start, Int32(byte.value), end - start)
      else { return end }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The start and end of every non-empty line of `bytes`.
    static func lineBounds(of bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
      var bounds: [Int32] = []
      var start = 0
      while start < bytes.count {
        let end = index(of: "\n", in: bytes, from: start, to: bytes.count)
        if end > start {
          bounds.append(Int32(start))
          bounds.append(Int32(end))
        }
        start = end + 1
      }
      return bounds
    }

    /// The rows of `table` after its header: each `<request>\t<type>\t<numbers>`, checked, with
    /// a role below `roleCount` and every other number in range for `fileCount` files.
    private static func rows(
      of table: UnsafeBufferPointer<UInt8>, from start: Int, width: Int, deviceCount: Int,
      fileCount: Int, roleCount: Int
    ) throws(Error) -> [Int32] {
      let rowWidth = (deviceCount + 3) * width
      let digitValues = digitValues
      var rowBounds: [Int32] = []
      var lineStart = start
      while lineStart < table.count {
        let lineEnd = index(of: "\n", in: table, from: lineStart, to: table.count)
        defer { lineStart = lineEnd + 1 }
        guard lineEnd > lineStart else { continue }
        let firstTab = index(of: "\t", in: table, from: lineStart, to: lineEnd)
        let secondTab = index(of: "\t", in: table, from: firstTab + 1, to: lineEnd)
        guard secondTab < lineEnd, secondTab > firstTab + 1, lineEnd - secondTab - 1 == rowWidth,
          numbersAreValid(
            table[(secondTab + 1)..<lineEnd], width: width, fileCount: fileCount,
            roleCount: roleCount, digitValues: digitValues)
        else {
          let row = String(decoding: table[lineStart..<lineEnd], as: UTF8.self)
          throw Error(description: "malformed manifest row '\(row)'")
        }
        rowBounds.append(Int32(lineStart))
        rowBounds.append(Int32(firstTab))
        rowBounds.append(Int32(secondTab))
      }
      return rowBounds
    }

    /// Whether every digit of `digits` is one, the role is below `roleCount`, and every other
    /// number names a file: a first file and count within `fileCount`, and answers (file + 1)
    /// no greater than it.
    private static func numbersAreValid(
      _ digits: Slice<UnsafeBufferPointer<UInt8>>, width: Int, fileCount: Int, roleCount: Int,
      digitValues: [Int32]
    ) -> Bool {
      var values: (first: Int32, count: Int32) = (0, 0)
      var position = digits.startIndex
      var index = 0
      while position < digits.endIndex {
        var value: Int32 = 0
        for offset in 0..<width {
          let digit = digitValues[Int(digits[position + offset])]
          guard digit >= 0 else { return false }
          value = value &* 64 &+ digit
        }
        guard value <= (index == 0 ? roleCount - 1 : fileCount) else { return false }
        if index == 1 { values.first = value }
        if index == 2 { values.count = value }
        position += width
        index += 1
      }
      return values.first + values.count <= fileCount
    }
  }
}
