/// The text format that carries an asset catalog's sets from the generator to the runtime,
/// defined once here and used by both sides, beside `ManifestFormat`'s tables.
///
/// The generated file embeds it as one string literal, `assetCatalogText`: a header line
/// `c5 <devices>`, then one line per set, its fields separated by tabs:
///
/// - `image\t<name>\t<catalog>\t<answers>\t<slot>…`: `answers` one per known device in their
///   order, comma-separated, a slot index plus one, 0 for none; then one field per image slot
///   that holds a file and is for no trait but an appearance,
///   `<idiom>:<scale or ->:<appearance>:<file>` (the file's path inside the catalog). The
///   answers pick among the slots of the appearance `any`.
/// - `color\t<name>\t<catalog>\t<color>…`: one field per appearance,
///   `<appearance>:<color space or ->:<component>=<value>,…:<system color or ->:<platform or ->`.
/// - `data\t<name>\t<catalog>\t<file or ->`.
///
/// `name` is the set's catalog name (`Icons/star`), `catalog` the catalog's path in the bundle
/// (`Media.xcassets`, `Resources/Media.xcassets`). An appearance is `any`, `dark`,
/// `high-contrast` or `dark-high-contrast`.
///
/// Every text taken from the catalog is written with `%XX` (its UTF-8 bytes in hexadecimal) in
/// place of `%`, the bytes below 0x20, DEL, `,`, `:` and `=`, and a text that is just `-` as
/// `%2D`: no value, whatever a `Contents.json` holds, can end a line or a field, or read as
/// "none", so no value can move another set's answer.
package enum CatalogFormat {
  /// The version this runtime reads; the generator writes it.
  package static let version = "c\(GeneratedCode.version)"

  /// One set as the table holds it.
  package enum Entry: Equatable, Sendable {
    case image(name: String, catalog: String, slots: [Slot], answers: [Int?])
    case color(name: String, catalog: String, colors: [Color])
    case data(name: String, catalog: String, file: String?)

    /// The set's catalog name: `Icons/star`.
    package var name: String {
      switch self {
      case .image(let name, _, _, _), .color(let name, _, _), .data(let name, _, _): name
      }
    }

    /// The catalog's path in the bundle: `Media.xcassets`.
    package var catalog: String {
      switch self {
      case .image(_, let catalog, _, _), .color(_, let catalog, _), .data(_, let catalog, _):
        catalog
      }
    }
  }

  /// An image slot that holds a file.
  package struct Slot: Equatable, Sendable {
    package var idiom: String
    package var scale: Double?
    /// `any`, `dark`, `high-contrast` or `dark-high-contrast`.
    package var appearance: String
    package var file: String

    package init(idiom: String, scale: Double?, appearance: String = "any", file: String) {
      self.idiom = idiom
      self.scale = scale
      self.appearance = appearance
      self.file = file
    }
  }

  /// A color for one appearance: components in a color space, or a system color.
  package struct Color: Equatable, Sendable {
    package var appearance: String
    package var colorSpace: String?
    package var components: [(name: String, value: Double)]
    /// The system color it stands for (`systemBlueColor`), whose value only a platform knows.
    package var systemColor: String?
    /// The platform `systemColor` is of: `ios`, `osx`.
    package var platform: String?

    package init(
      appearance: String, colorSpace: String?, components: [(name: String, value: Double)],
      systemColor: String? = nil, platform: String? = nil
    ) {
      self.appearance = appearance
      self.colorSpace = colorSpace
      self.components = components
      self.systemColor = systemColor
      self.platform = platform
    }

    /// The color spaces Xcode's color sets name: the ones the runtime makes a color in, and so
    /// the ones the build accepts.
    package static let colorSpaces = [
      "srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22",
      "extended-gray",
    ]

    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.appearance == rhs.appearance && lhs.colorSpace == rhs.colorSpace
        && lhs.components.map(\.name) == rhs.components.map(\.name)
        && lhs.components.map(\.value.bitPattern) == rhs.components.map(\.value.bitPattern)
        && lhs.systemColor == rhs.systemColor && lhs.platform == rhs.platform
    }
  }

  /// The table's text for `entries`.
  package static func encode(_ entries: [Entry], deviceCount: Int) -> String {
    var lines = ["\(version) \(deviceCount)"]
    for entry in entries {
      switch entry {
      case .image(let name, let catalog, let slots, let answers):
        let slotText = slots.map { slot in
          [
            escaped(slot.idiom), slot.scale.map(number) ?? "-", escaped(slot.appearance),
            escaped(slot.file),
          ].joined(separator: ":")
        }
        let answerText = answers.map { String(($0 ?? -1) + 1) }.joined(separator: ",")
        lines.append(
          (["image", escaped(name), escaped(catalog), answerText] + slotText)
            .joined(separator: "\t"))
      case .color(let name, let catalog, let colors):
        let colorText = colors.map { color in
          [
            escaped(color.appearance), optional(color.colorSpace),
            color.components.map { escaped($0.name) + "=" + number($0.value) }
              .joined(separator: ","),
            optional(color.systemColor), optional(color.platform),
          ].joined(separator: ":")
        }
        lines.append(
          (["color", escaped(name), escaped(catalog)] + colorText).joined(separator: "\t"))
      case .data(let name, let catalog, let file):
        lines.append(
          ["data", escaped(name), escaped(catalog), optional(file)].joined(separator: "\t"))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The lines of `text` after its header, or an error when the header is not this version's.
  package static func lines(_ text: String) throws(ManifestFormat.Error) -> [Substring] {
    let lines = split(Substring(text), at: "\n")
    guard let header = lines.first, split(header, at: " ").first.map(String.init) == version
    else {
      throw ManifestFormat.Error(
        description: "the catalog table is not of version \(version); regenerate the file")
    }
    return Array(lines.dropFirst())
  }

  /// The entry of one line, or nil when it is not one.
  package static func decode(_ line: Substring) -> Entry? {
    let fields = split(line, at: "\t")
    guard fields.count >= 3 else { return nil }
    let name = unescaped(fields[1])
    let catalog = unescaped(fields[2])
    switch fields[0] {
    case "image" where fields.count >= 4:
      let slots = fields.dropFirst(4).compactMap { text -> Slot? in
        let parts = split(text, at: ":")
        guard parts.count == 4 else { return nil }
        return Slot(
          idiom: unescaped(parts[0]), scale: Double(parts[1]), appearance: unescaped(parts[2]),
          file: unescaped(parts[3]))
      }
      let answers = split(fields[3], at: ",").filter { !$0.isEmpty }.map {
        Int($0).flatMap { $0 > 0 ? $0 - 1 : nil }
      }
      return .image(name: name, catalog: catalog, slots: slots, answers: answers)
    case "color":
      let colors = fields.dropFirst(3).compactMap { text -> Color? in
        let parts = split(text, at: ":")
        guard parts.count == 5 else { return nil }
        let components = split(parts[2], at: ",").filter { !$0.isEmpty }.compactMap {
          pair -> (name: String, value: Double)? in
          let halves = split(pair, at: "=")
          guard halves.count == 2, let value = Double(halves[1]) else { return nil }
          return (unescaped(halves[0]), value)
        }
        return Color(
          appearance: unescaped(parts[0]), colorSpace: optional(parts[1]), components: components,
          systemColor: optional(parts[3]), platform: optional(parts[4]))
      }
      return .color(name: name, catalog: catalog, colors: colors)
    case "data" where fields.count == 4:
      return .data(name: name, catalog: catalog, file: optional(fields[3]))
    default:
      return nil
    }
  }

  /// `text` cut at each `separator` scalar, empty pieces kept. Cut by scalars, not by
  /// `Character`s: a separator followed by a combining mark (`:` then U+0301, from the next
  /// value) is one `Character`, which a split by characters would not cut, moving every field
  /// after it.
  private static func split(_ text: Substring, at separator: Unicode.Scalar) -> [Substring] {
    text.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false)
      .map(Substring.init)
  }

  /// `text` with `%XX` for each byte that could end a field or a line, or read as "none".
  package static func escaped(_ text: String) -> String {
    guard text != "-" else { return "%2D" }
    guard text.utf8.contains(where: needsEscape) else { return text }
    var bytes: [UInt8] = []
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      if needsEscape(byte) {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The text `escaped` wrote as `field`. A `%` not followed by two hexadecimal digits, which
  /// the generator never writes, is kept as it is.
  package static func unescaped(_ field: Substring) -> String {
    guard field.utf8.contains(UInt8(ascii: "%")) else { return String(field) }
    let bytes = Array(field.utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        out.append(high << 4 | low)
        index += 3
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `byte` is written as `%XX`.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") || byte == UInt8(ascii: ",")
      || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "=")
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  /// `-` for none, else the escaped text.
  private static func optional(_ text: String?) -> String {
    text.map(escaped) ?? "-"
  }

  /// None for `-`, else the unescaped text.
  private static func optional(_ field: Substring) -> String? {
    field == "-" ? nil : unescaped(field)
  }

  /// `2`, `1.5`, `0.502`: a number as short as it reads back.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
