import Foundation

/// What a set's `Contents.json` says: its `images` list (`idiom`, `scale`, `filename`,
/// appearances and other traits), which image and app icon sets hold, a color set's `colors`
/// list and a data set's file; other sets (symbols, …) have none of them.
package struct CatalogContents: Equatable, Sendable {
  /// The slots of the `images` list, in the file's order.
  package var slots: [CatalogSlot] = []
  /// The colors of the `colors` list, per idiom and appearance, in the file's order.
  package var colors: [CatalogColor] = []
  /// The first file the `data` list names: nil when there is none.
  package var dataFile: String?
  /// The line of its `filename` key.
  package var dataFileLine = 1

  /// Why a `Contents.json` cannot be read, and the line (from 1) that says so.
  package struct Failure: Error, Hashable, Sendable {
    package var reason: String
    package var line: Int

    package init(_ reason: String, line: Int = 1) { (self.reason, self.line) = (reason, line) }
  }

  /// What a set's `data` says, or why it cannot be read: a file that is no JSON object, a key
  /// written twice, an `images`, `colors` or `data` that is not a list of objects, a slot's
  /// scale that is not `2x` or such. Read once for all three lists, with the line of each key as
  /// written.
  package static func read(_ data: Data) -> Result<CatalogContents, Failure> {
    do throws(Failure) {
      let (object, keys) = try parse(data, example: #""images": []"#)
      var contents = CatalogContents()
      if let images = try list("images", of: object, keys: keys) {
        contents.slots = try slots(images.entries, keys: images.keys)
      }
      if let colors = try list("colors", of: object, keys: keys) {
        contents.colors = colors.entries.indices.map {
          color(colors.entries[$0], keys: colors.keys, entry: $0)
        }
      }
      if let data = try list("data", of: object, keys: keys),
        let index = data.entries.firstIndex(where: { $0["filename"] is String })
      {
        contents.dataFile = data.entries[index]["filename"] as? String
        contents.dataFileLine = data.keys.line(of: "filename", depth: 3, entry: index)
      }
      return .success(contents)
    } catch {
      return .failure(error)
    }
  }

  /// Whether a group's `data` says `"properties": {"provides-namespace": true}`, or why it
  /// cannot be read, by the same strict rules as a set's: a namespace that one platform's reader
  /// took and another's did not would name the constants differently on each. A property that
  /// `misspells` says is a slip of `provides-namespace` (when that is not written) is one too:
  /// it would drop the namespace in silence, and the compiler would blame every use instead.
  package static func providesNamespace(
    _ data: Data, misspells: (String) -> Bool = { _ in false }
  ) -> Result<Bool, Failure> {
    do throws(Failure) {
      let (object, keys) = try parse(data, example: #""info": {}"#)
      let line = { (name: String, depth: Int) in
        keys.first { $0.name == name && $0.depth == depth }?.line ?? 1
      }
      let properties = object["properties"] ?? [String: Any]()
      guard let fields = properties as? [String: Any] else {
        throw Failure(
          "'properties' is \(shown(properties)), not an object such as "
            + #"{"provides-namespace": true}"#, line: line("properties", 1))
      }
      // Written back as JSON, a boolean is `true` or `false` on every platform, where `as? Bool`
      // also takes 1 and 0. Anything else would read as no namespace, and move the group's
      // constants into its parent's without a word.
      if fields["provides-namespace"] == nil,
        let slip = fields.keys.sorted(by: bytesPrecede).first(where: misspells)
      {
        throw Failure(
          "'\(slip)' is no property Xcode writes; the one that makes the group a namespace is "
            + "'provides-namespace'", line: line(slip, 2))
      }
      let provides = shown(fields["provides-namespace"] ?? false)
      guard provides == "true" || provides == "false" else {
        throw Failure(
          "'provides-namespace' is \(provides), not true or false",
          line: line("provides-namespace", 2))
      }
      return .success(provides == "true")
    } catch {
      return .failure(error)
    }
  }

  /// `data` as a JSON object, with its keys as written (`JSONObjectKeys`); `example` is a member
  /// the advice for an empty file shows.
  private static func parse(_ data: Data, example: String) throws(Failure) -> (
    [String: Any], [JSONObjectKeys.Key]
  ) {
    // JSONSerialization says neither where nor why (a number beyond a Double, nesting past its
    // limit, a byte that is not UTF-8), and on Linux takes a trailing comma, which is no JSON:
    // the syntax check says where and why, and takes the same files on every platform, as the
    // configuration's does.
    if let mistake = JSONSyntax(utf8: Array(data), example: example).firstMistake {
      throw Failure(
        mistake.isEncoding
          ? "at column \(mistake.column), \(mistake.message)"
          : "it is not JSON (column \(mistake.column)): \(mistake.message)", line: mistake.line)
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      // Never seen: the fuzzer checks that JSONSerialization reads what the check accepts.
      throw Failure("the JSON reader refuses it")
    }
    guard let contents = object as? [String: Any] else { throw Failure("it is not a JSON object") }
    let keys = JSONObjectKeys.keys(in: String(decoding: data, as: UTF8.self))
    // A merge that doubles `images` would otherwise leave the set one of its two lists.
    if let repeated = JSONObjectKeys.repetitions(keys).first {
      throw Failure(
        "the key '\(repeated.name)' is written again in its object, and JSON keeps one of the "
          + "two values without a word; keep one",
        line: repeated.line)
    }
    return (contents, keys)
  }

  /// The top-level list `name` of `object`, each of its entries an object, with the keys
  /// written inside each (`EntryKeys`); nil when there is no such key.
  private static func list(_ name: String, of object: [String: Any], keys: [JSONObjectKeys.Key])
    throws(Failure) -> (entries: [[String: Any]], keys: EntryKeys)?
  {
    guard let value = object[name] else { return nil }
    let line = keys.first { $0.depth == 1 && $0.name == name }?.line ?? 1
    guard let list = value as? [Any] else { throw Failure("'\(name)' is not a list", line: line) }
    var entries: [[String: Any]] = []
    for (index, entry) in list.enumerated() {
      guard let fields = entry as? [String: Any] else {
        throw Failure(
          "entry \(index + 1) of '\(name)' is \(shown(entry)), not an object; each entry is "
            + "an object such as {\"idiom\": \"universal\"}", line: line)
      }
      entries.append(fields)
    }
    let entryKeys = EntryKeys(keys, list: name, entries: entries, listLine: line)
    // A file or idiom that is no string would read as none: an empty slot, a universal one.
    for (index, fields) in entries.enumerated() {
      for key in ["idiom", "filename"] where fields[key].map({ !($0 is String) }) ?? false {
        throw Failure(
          "entry \(index + 1) of '\(name)' has the \(key) \(shown(fields[key]!)), not a string "
            + "in quotes", line: entryKeys.line(of: key, depth: 3, entry: index))
      }
    }
    return (entries, entryKeys)
  }

  /// `value` as JSON for a message, cut after 60 characters: a list of a million entries is
  /// named by its start.
  private static func shown(_ value: Any) -> String {
    let text = json(value)
    return text.count > 60 ? text.prefix(60) + "…" : text
  }

  /// The slots of the `images` list's `entries`.
  private static func slots(_ entries: [[String: Any]], keys: EntryKeys) throws(Failure)
    -> [CatalogSlot]
  {
    var slots: [CatalogSlot] = []
    for (index, fields) in entries.enumerated() {
      let idiom = fields["idiom"] as? String ?? "universal"
      var scale: Double?
      if let written = fields["scale"] {
        guard let text = written as? String, let value = Double(text.dropLast()),
          text.hasSuffix("x"), value > 0, value <= 16
        else {
          throw Failure(
            "entry \(index + 1) of 'images' has the scale \(shown(written)), not \"2x\" or such",
            line: keys.line(of: "scale", depth: 3, entry: index))
        }
        scale = value
      }
      let others = fields.filter { !["idiom", "scale", "filename"].contains($0.key) }
      let variant =
        others.isEmpty
        ? ""
        : (try? JSONSerialization.data(withJSONObject: others, options: [.sortedKeys]))
          .map { String(decoding: $0, as: UTF8.self) } ?? ""
      let (appearances, traits) = self.traits(others)
      var slot = CatalogSlot(
        idiom: idiom, scale: scale, filename: fields["filename"] as? String, variant: variant,
        appearances: appearances, traits: traits)
      slot.line = keys.line(of: "filename", depth: 3, entry: index)
      slots.append(slot)
    }
    return slots
  }

  /// The color of entry `entry` of the `colors` list, read leniently, since the checks judge
  /// it: a `color` that is not an object reads as no color.
  private static func color(_ fields: [String: Any], keys: EntryKeys, entry: Int) -> CatalogColor {
    let (appearances, traits) = self.traits(fields.filter { !["idiom", "color"].contains($0.key) })
    var color = CatalogColor(
      idiom: fields["idiom"] as? String ?? "universal", appearances: appearances, traits: traits)
    color.isUnset = fields.count == 1 && fields["idiom"] != nil
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
    place(&color, keys[entry], listLine: keys.listLine)
    return color
  }

  /// Sets the lines of `color` from the keys of its entry: the color's own at depth 4 (its
  /// `color` object's), its components' at depth 5, right after the `components` key; the
  /// list's `listLine` for an entry without keys.
  private static func place(
    _ color: inout CatalogColor, _ keys: [JSONObjectKeys.Key], listLine: Int
  ) {
    let line = { (name: String, depth: Int) in
      keys.first { $0.name == name && $0.depth == depth }?.line
    }
    color.line = line("components", 4) ?? line("color", 3) ?? keys.first?.line ?? listLine
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
}
