extension ManifestFormat {
  /// Why a manifest's text could not be read.
  package struct Error: Swift.Error, CustomStringConvertible {
    package var description: String
  }

  /// The value of one base-64 digit; the decoder has checked every digit already.
  static func digitValue(_ digit: UInt8) -> Int {
    Int(digitValues[Int(digit)])
  }

  private static let digitValues: [UInt8] = {
    var values = [UInt8](repeating: 0, count: 256)
    for (value, digit) in digits.enumerated() { values[Int(digit)] = UInt8(value) }
    return values
  }()

  /// A manifest's text, checked and split into arrays.
  struct Decoded {
    var names: [String]
    var bundlePaths: [String]
    var requests: [(name: String, type: String?)]
    var numbers: [UInt8]
    var width: Int
    var deviceCount: Int

    init(names namesText: String, table: String) throws(Error) {
      var lines = table.split(separator: "\n", omittingEmptySubsequences: false)
      let header = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ")
      guard header.count == 5, header[0] == version, let width = Int(header[1]), width > 0,
        let deviceCount = Int(header[2]), let layout = Layout(rawValue: String(header[3]))
      else {
        throw Error(description: "manifest written by another version of asset-manifest")
      }
      let prefix = header[4] == "-" ? "" : String(header[4]) + "/"
      names = namesText.isEmpty ? [] : namesText.split(separator: "\n").map(String.init)
      switch layout {
      case .relative: bundlePaths = names
      case .copy: bundlePaths = names.map { prefix + $0 }
      case .process: bundlePaths = names.map { String($0.split(separator: "/").last ?? "") }
      }
      let rowWidth = (deviceCount + 2) * width
      requests = []
      numbers = []
      requests.reserveCapacity(lines.count)
      numbers.reserveCapacity(lines.count * rowWidth)
      for line in lines where !line.isEmpty {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[2].utf8.count == rowWidth,
          fields[2].utf8.allSatisfy({ digits.contains($0) })
        else { throw Error(description: "malformed manifest row '\(line)'") }
        requests.append((String(fields[0]), fields[1] == "-" ? nil : String(fields[1])))
        numbers.append(contentsOf: fields[2].utf8)
      }
      self.width = width
      self.deviceCount = deviceCount
    }
  }
}
