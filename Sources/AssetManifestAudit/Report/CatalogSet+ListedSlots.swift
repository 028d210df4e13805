import AssetFileReaders
import AssetManifestGenerator

extension CatalogSet {
  /// The slots as the report and `table --json` list them: each once, in the file's order.
  /// Xcode's editor has one well per idiom, scale and traits, so an entry written twice is one
  /// slot.
  package var listedSlots: [CatalogSlot] {
    var seen = Set<CatalogSlot>()
    return slots.filter { seen.insert($0).inserted }
  }
}
