import Foundation

/// Reads a set's `Contents.json`: its `images` list (`idiom`, `scale`, `filename`, appearances
/// and other traits), which image and app icon sets hold, and a color set's `colors` list; other
/// sets (data, symbols) have neither and read as no slots.
package enum CatalogContents {
  /// The slots of `data`, or why they cannot be read.
  package static func slots(_ data: Data) -> Result<[CatalogSlot], Failure> {
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      return .failure(Failure("it is not JSON"))
    }
    guard let contents = object as? [String: Any] else {
      return .failure(Failure("it is not a JSON object"))
    }
    // A merge that doubles `images` would otherwise leave the set one of its two lists.
    let keys = JSONObjectKeys.keys(in: String(decoding: data, as: UTF8.self))
    if let repeated = JSONObjectKeys.repetitions(keys).first {
      return .failure(
        Failure(
          "the key '\(repeated.name)' is written again in its object on line \(repeated.line), "
            + "and JSON keeps one of the two values without a word; keep one"))
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
    return entries.compactMap { entry -> CatalogColor? in
      guard let fields = entry as? [String: Any] else { return nil }
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
      return color
    }
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

  /// Why a `Contents.json` cannot be read.
  package struct Failure: Error, Equatable {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
  }
}
