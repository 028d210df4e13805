extension ManifestFormat {
  /// Why a manifest's text could not be read.
  package struct Error: Swift.Error, CustomStringConvertible {
    package var description: String
  }

  /// Each byte's digit value, or -1 for a byte that is not a digit.
  private static let digitValues: [Int32] = {
    var values = [Int32](repeating: -1, count: 256)
    for (value, digit) in digits.enumerated() { values[Int(digit)] = Int32(value) }
    return values
  }()

  /// A manifest's text, checked and split into arrays.
  struct Decoded {
    var names: [String]
    var bundlePaths: [String]
    var requests: [(name: String, type: String?)]
    /// Per group: first file, file count, then one answer per device (file index + 1, 0 none).
    var numbers: [Int32]
    var deviceCount: Int

    init(names namesText: String, table: String) throws(Error) {
      // Split by bytes: splitting a String walks grapheme clusters, ten times slower.
      var lines = Self.lines(of: table)
      let header = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ")
      guard header.count == 5, header[0] == version, let width = Int(header[1]), width > 0,
        let deviceCount = Int(header[2]), let layout = Layout(rawValue: String(header[3]))
      else {
        throw Error(description: "manifest written by another version of asset-manifest")
      }
      let prefix = header[4] == "-" ? "" : String(header[4]) + "/"
      names = Self.lines(of: namesText).filter { !$0.isEmpty }
      switch layout {
      case .relative: bundlePaths = names
      case .copy: bundlePaths = names.map { prefix + $0 }
      case .process: bundlePaths = names.map { String($0.split(separator: "/").last ?? "") }
      }
      let rowWidth = (deviceCount + 2) * width
      requests = []
      numbers = []
      requests.reserveCapacity(lines.count)
      numbers.reserveCapacity(lines.count * (deviceCount + 2))
      for line in lines where !line.isEmpty {
        let fields = line.utf8.split(
          separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 3, fields[2].count == rowWidth,
          Self.appendNumbers(of: fields[2], width: width, to: &numbers)
        else { throw Error(description: "malformed manifest row '\(line)'") }
        let type = fields[1].elementsEqual("-".utf8) ? nil : String(Substring(fields[1]))
        requests.append((String(Substring(fields[0])), type))
      }
      self.deviceCount = deviceCount
    }

    /// The lines of `text`, split at every line feed byte.
    private static func lines(of text: String) -> [String] {
      var text = text
      return text.withUTF8 { bytes in
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
          String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
        }
      }
    }

    /// Appends the fixed-width numbers of `digitsText`; false when a byte is not a digit.
    private static func appendNumbers(
      of digitsText: Substring.UTF8View, width: Int, to numbers: inout [Int32]
    ) -> Bool {
      var value: Int32 = 0
      var position = 0
      for byte in digitsText {
        let digit = digitValues[Int(byte)]
        guard digit >= 0 else { return false }
        value = value &* 64 &+ digit
        position += 1
        if position == width {
          numbers.append(value)
          value = 0
          position = 0
        }
      }
      return true
    }
  }
}
