import AssetManifestGenerator
import Foundation

extension Markdown {
  /// `text` in a table's cell, where `|` would end it.
  package static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
