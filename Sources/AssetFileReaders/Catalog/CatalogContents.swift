import Foundation

/// Reads a set's `Contents.json`: its `images` list (`idiom`, `scale`, `filename`, appearances
/// and other traits), which image and app icon sets hold, and a color set's `colors` list; other
/// sets (data, symbols) have neither and read as no slots.
package enum CatalogContents {
  /// The slots of `data`, or why they cannot be read.
  package static func slots(_ data: Data) -> Result<[CatalogSlot], Failure> {
    let text = String(decoding: data, as: UTF8.self)
    // JSONSerialization says neither where nor why (a number beyond a Double, nesting past its
    // limit), and on Linux takes a trailing comma, which is no JSON: the syntax check says
    // where and why, and takes the same files on every platform, as the configuration's does.
    if let mistake = JSONSyntax(text, example: #""images": []"#).firstMistake {
      return .failure(
        Failure("it is not JSON (column \(mistake.column)): \(mistake.message)", line: mistake.line)
      )
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      // Never seen: the fuzzer checks that JSONSerialization reads what the check accepts.
      return .failure(Failure("the JSON reader refuses it"))
    }
    guard let contents = object as? [String: Any] else {
      return .failure(Failure("it is not a JSON object"))
    }
    // A merge that doubles `images` would otherwise leave the set one of its two lists.
    if let repeated = JSONObjectKeys.repetitions(JSONObjectKeys.keys(in: text)).first {
      return .failure(
        Failure(
          "the key '\(repeated.name)' is written again in its object, and JSON keeps one of the "
            + "two values without a word; keep one",
          line: repeated.line))
    }
    guard let images = contents["images"] else { return .success([]) }
    guard let entries = images as? [Any] else {
      return .failure(Failure("'images' is not a list"))
    }
    var slots: [CatalogSlot] = []
    for (index, entry) in entries.enumerated() {
      guard let fields = entry as? [String: Any] else {
        return .failure(Failure("entry \(index + 1) of 'images' is not an object"))
      }
      let idiom = fields["idiom"] as? String ?? "universal"
      var scale: Double?
      if let written = fields["scale"] {
        guard let text = written as? String, let value = Double(text.dropLast()),
          text.hasSuffix("x"), value > 0, value <= 16
        else {
          return .failure(
            Failure("entry \(index + 1) of 'images' has the scale \(written), not \"2x\" or such"))
        }
        scale = value
      }
      let filename = fields["filename"] as? String
      let others = fields.filter { !["idiom", "scale", "filename"].contains($0.key) }
      let variant =
        others.isEmpty
        ? ""
        : (try? JSONSerialization.data(withJSONObject: others, options: [.sortedKeys]))
          .map { String(decoding: $0, as: UTF8.self) } ?? ""
      let (appearances, traits) = self.traits(others)
      slots.append(
        CatalogSlot(
          idiom: idiom, scale: scale, filename: filename, variant: variant,
          appearances: appearances, traits: traits))
    }
    return .success(slots)
  }

  /// The colors of a color set's `data`, per idiom and appearance. Read leniently, since the
  /// checks judge no color: an entry that is not an object is passed over, a color that is not
  /// one reads as none.
  package static func colors(_ data: Data) -> [CatalogColor] {
    guard let contents = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let entries = contents["colors"] as? [Any]
    else { return [] }
    let keys = entryKeys(
      JSONObjectKeys.keys(in: String(decoding: data, as: UTF8.self)), list: "colors",
      count: entries.count)
    return entries.indices.compactMap { index -> CatalogColor? in
      guard let fields = entries[index] as? [String: Any] else { return nil }
      let (appearances, traits) = self.traits(
        fields.filter { !["idiom", "color"].contains($0.key) })
      var color = CatalogColor(
        idiom: fields["idiom"] as? String ?? "universal", appearances: appearances,
        traits: traits)
      if let value = fields["color"] as? [String: Any] {
        color.colorSpace = value["color-space"] as? String
        color.reference = value["reference"] as? String
        color.platform = value["platform"] as? String
        let components = (value["components"] as? [String: Any]) ?? [:]
        let first = ["red", "green", "blue", "white", "alpha"]
        let names =
          first.filter { components[$0] != nil }
          + components.keys.filter { !first.contains($0) }.sorted(by: bytesPrecede)
        color.components = names.map { CatalogTrait($0, text(components[$0]!)) }
      }
      if let keys = keys?[index] { place(&color, keys) }
      return color
    }
  }

  /// For each entry of the top-level list `list`, the keys written inside it, its inner
  /// objects' too; nil unless every one of its `count` entries has a key (an entry `{}` has
  /// none, and the entries could not be told apart).
  private static func entryKeys(_ keys: [JSONObjectKeys.Key], list: String, count: Int)
    -> [[JSONObjectKeys.Key]]?
  {
    guard let start = keys.firstIndex(where: { $0.depth == 1 && $0.name == list }) else {
      return nil
    }
    // The top-level object is depth 1, the list 2, its entries 3.
    let inside = keys[(start + 1)...].prefix { $0.depth > 1 }
    var entries: [Int] = []
    for key in inside where key.depth == 3 && entries.last != key.object {
      entries.append(key.object)
    }
    guard entries.count == count else { return nil }
    // Objects and lists are numbered as they open, so an entry's inner ones have the numbers
    // from its own up to the next entry's, and its keys come before the next entry's: one pass
    // (a file of a thousand entries and a hundred thousand keys is no quadratic walk).
    var grouped = [[JSONObjectKeys.Key]](repeating: [], count: entries.count)
    var entry = 0
    for key in inside {
      while entry + 1 < entries.count, key.object >= entries[entry + 1] { entry += 1 }
      grouped[entry].append(key)
    }
    return grouped
  }

  /// Sets the lines of `color` from the keys of its entry: the color's own at depth 4 (its
  /// `color` object's), its components' at depth 5, right after the `components` key.
  private static func place(_ color: inout CatalogColor, _ keys: [JSONObjectKeys.Key]) {
    let line = { (name: String, depth: Int) in
      keys.first { $0.name == name && $0.depth == depth }?.line
    }
    color.line = line("components", 4) ?? line("color", 3) ?? keys.first?.line ?? 1
    color.spaceLine = line("color-space", 4) ?? color.line
    guard let start = keys.firstIndex(where: { $0.name == "components" && $0.depth == 4 }) else {
      return
    }
    var lines: [String: Int] = [:]
    for key in keys[(start + 1)...].prefix(while: { $0.depth >= 5 }) where key.depth == 5 {
      lines[key.name] = key.line
    }
    color.componentLines = color.components.map { lines[$0.name] ?? color.line }
  }

  /// The first file a data set's `data` list names, read leniently: nil when there is none.
  package static func dataFile(_ data: Data) -> String? {
    guard let contents = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let entries = contents["data"] as? [Any]
    else { return nil }
    return entries.lazy.compactMap { ($0 as? [String: Any])?["filename"] as? String }.first
  }

  /// Whether a group's `Contents.json` says `"properties": {"provides-namespace": true}`.
  package static func providesNamespace(_ data: Data) -> Bool {
    guard let contents = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let properties = contents["properties"] as? [String: Any]
    else { return false }
    return (properties["provides-namespace"] as? Bool) ?? false
  }

  /// A slot's or a color's `appearances` (each `{"appearance": "luminosity", "value": "dark"}`),
  /// in the file's order, and its other fields by name. An `appearances` not in that shape is
  /// kept as a field, as written.
  private static func traits(_ fields: [String: Any]) -> (
    appearances: [CatalogTrait], traits: [CatalogTrait]
  ) {
    var appearances: [CatalogTrait] = []
    var others = fields
    if let list = fields["appearances"] as? [[String: Any]] {
      let read = list.compactMap { entry -> CatalogTrait? in
        guard let kind = entry["appearance"] as? String, let value = entry["value"] as? String
        else { return nil }
        return CatalogTrait(kind, value)
      }
      if read.count == list.count {
        appearances = read
        others["appearances"] = nil
      }
    }
    let traits = others.keys.sorted(by: bytesPrecede).map { CatalogTrait($0, text(others[$0]!)) }
    return (appearances, traits)
  }

  /// A field's value as text: a string as it is, a number or a list as JSON.
  private static func text(_ value: Any) -> String {
    (value as? String) ?? json(value)
  }

  /// Names in the order of their bytes, which no locale or normalization changes. (The
  /// generator's `UTF8Order` is not linked into the fuzzer of this reader.)
  private static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// `value` as JSON with sorted keys, or its description when it is no JSON value.
  private static func json(_ value: Any) -> String {
    guard JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
    else { return "\(value)" }
    // Written inside a list, so that a lone string or number can be written too.
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  /// Why a `Contents.json` cannot be read, and the line (from 1) that says so.
  package struct Failure: Error, Equatable {
    package var reason: String
    package var line: Int

    package init(_ reason: String, line: Int = 1) { (self.reason, self.line) = (reason, line) }
  }
}
