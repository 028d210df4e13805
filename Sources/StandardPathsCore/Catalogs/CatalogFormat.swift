/// The text format that carries an asset catalog's sets from the generator to the runtime,
/// defined once here and used by both sides, beside `ManifestFormat`'s tables.
///
/// The generated file embeds it as one string literal, `assetCatalogTable`: a header line
/// `c4 <devices>`, then one line per set, its fields separated by tabs:
///
/// - `image\t<name>\t<answers>\t<slot>…`: `answers` one per known device in their
///   order, comma-separated, a slot index plus one, 0 for none; then one field per image slot
///   that holds a file and is for any appearance, `<idiom>:<scale or ->:<file>` (the file's
///   path inside the catalog).
/// - `color\t<name>\t<color>…`: one field per appearance,
///   `<appearance>:<color space or ->:<component>=<value>,…`, the appearance `any`, `dark`,
///   `high-contrast` or `dark-high-contrast`, values in 0…1.
/// - `data\t<name>\t<file or ->`.
///
/// `name` is the set's catalog name (`Icons/star`). A set whose path holds a control character
/// is not written, so no field holds a tab or a line break, and the text holds nothing a
/// reviewer cannot see.
package enum CatalogFormat {
  /// The version this runtime reads; the generator writes it.
  package static let version = "c\(GeneratedCode.version)"

  /// One set as the table holds it.
  package enum Entry: Equatable, Sendable {
    case image(name: String, slots: [Slot], answers: [Int?])
    case color(name: String, colors: [Color])
    case data(name: String, file: String?)
  }

  /// An image slot that holds a file.
  package struct Slot: Equatable, Sendable {
    package var idiom: String
    package var scale: Double?
    package var file: String

    package init(idiom: String, scale: Double?, file: String) {
      self.idiom = idiom
      self.scale = scale
      self.file = file
    }
  }

  /// A color for one appearance.
  package struct Color: Equatable, Sendable {
    package var appearance: String
    package var colorSpace: String?
    package var components: [(name: String, value: Double)]

    package init(
      appearance: String, colorSpace: String?, components: [(name: String, value: Double)]
    ) {
      self.appearance = appearance
      self.colorSpace = colorSpace
      self.components = components
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.appearance == rhs.appearance && lhs.colorSpace == rhs.colorSpace
        && lhs.components.map(\.name) == rhs.components.map(\.name)
        && lhs.components.map(\.value) == rhs.components.map(\.value)
    }
  }

  /// The table's text for `entries`.
  package static func encode(_ entries: [Entry], deviceCount: Int) -> String {
    var lines = ["\(version) \(deviceCount)"]
    for entry in entries {
      switch entry {
      case .image(let name, let slots, let answers):
        let slotText = slots.map { "\($0.idiom):\($0.scale.map(number) ?? "-"):\($0.file)" }
        let answerText = answers.map { String(($0 ?? -1) + 1) }
        lines.append(
          (["image", name, answerText.joined(separator: ",")] + slotText).joined(separator: "\t"))
      case .color(let name, let colors):
        let colorText = colors.map { color in
          "\(color.appearance):\(color.colorSpace ?? "-"):"
            + color.components.map { "\($0.name)=\(number($0.value))" }.joined(separator: ",")
        }
        lines.append((["color", name] + colorText).joined(separator: "\t"))
      case .data(let name, let file):
        lines.append(["data", name, file ?? "-"].joined(separator: "\t"))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The lines of `text` after its header, or an error when the header is not this version's.
  package static func lines(_ text: String) throws(ManifestFormat.Error) -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.first, header.split(separator: " ").first.map(String.init) == version
    else {
      throw ManifestFormat.Error(
        description: "the catalog table is not of version \(version); regenerate the file")
    }
    return Array(lines.dropFirst())
  }

  /// The entry of one line, or nil when it is not one.
  package static func decode(_ line: Substring) -> Entry? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count >= 2 else { return nil }
    switch fields[0] {
    case "image":
      let slots = fields.dropFirst(3).compactMap { text -> Slot? in
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        return Slot(idiom: String(parts[0]), scale: Double(parts[1]), file: String(parts[2]))
      }
      let answers = fields[2].split(separator: ",").map {
        Int($0).flatMap { $0 > 0 ? $0 - 1 : nil }
      }
      return .image(name: fields[1], slots: slots, answers: answers)
    case "color":
      let colors = fields.dropFirst(2).compactMap { text -> Color? in
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let components = parts[2].split(separator: ",").compactMap {
          pair -> (name: String, value: Double)? in
          let halves = pair.split(separator: "=", maxSplits: 1)
          guard halves.count == 2, let value = Double(halves[1]) else { return nil }
          return (String(halves[0]), value)
        }
        return Color(
          appearance: String(parts[0]), colorSpace: parts[1] == "-" ? nil : String(parts[1]),
          components: components)
      }
      return .color(name: fields[1], colors: colors)
    case "data" where fields.count == 3:
      return .data(name: fields[1], file: fields[2] == "-" ? nil : fields[2])
    default:
      return nil
    }
  }

  /// `2`, `1.5`, `0.502`: a number as short as it reads back.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
