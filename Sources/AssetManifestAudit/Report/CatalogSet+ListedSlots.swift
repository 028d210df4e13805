import AssetFileReaders
import AssetManifestGenerator

extension CatalogSet {
  /// The slots as the report and `table --json` list them: each once, in the file's order.
  /// Xcode's editor has one well per idiom, scale and traits, so an entry written twice is one
  /// slot.
  package var listedSlots: [CatalogSlot] {
    // Told apart by what they say, all of which the description holds: two slots written alike
    // on two lines are one.
    var seen = Set<String>()
    return slots.filter { seen.insert($0.description).inserted }
  }
}
