import Foundation

/// Reads a set's `Contents.json`: its `images` list (`idiom`, `scale`, `filename`), which image
/// and app icon sets hold; other sets (colors, data) have none and read as no slots.
package enum CatalogContents {
  /// The slots of `data`, or why they cannot be read.
  package static func slots(_ data: Data) -> Result<[CatalogSlot], Failure> {
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      return .failure(Failure("it is not JSON"))
    }
    guard let contents = object as? [String: Any] else {
      return .failure(Failure("it is not a JSON object"))
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
      slots.append(CatalogSlot(idiom: idiom, scale: scale, filename: filename, variant: variant))
    }
    return .success(slots)
  }

  /// Why a `Contents.json` cannot be read.
  package struct Failure: Error, Equatable {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
  }
}
