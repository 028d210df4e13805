/// One resource entry of a target as the build declares it: an item on disk and the rule that
/// puts it in the bundle.
///
/// The plugins write a list of these (`ResourceList`) for the generator, so the generator never
/// guesses how the bundle is laid out; `BundleLayout` turns them into paths in the bundle.
package struct ResourceEntry: Codable, Hashable, Sendable {
  /// How an item reaches the bundle.
  package enum Rule: String, Codable, Hashable, Sendable, CaseIterable {
    /// SwiftPM's `.copy(...)`, an Xcode folder reference: the item keeps its name, and a folder
    /// keeps its sub-folders (`Images/…` for `.copy("Resources/Images")`).
    case copy
    /// SwiftPM's `.process(...)`, an Xcode group: every file lands at the bundle's root, except
    /// that a file in a `*.lproj` folder keeps that folder (`fr.lproj/…`).
    case process
    /// A folder's contents at the bundle's root, sub-folders kept: the command line's default,
    /// where paths are relative to the folder given.
    case contents
  }

  /// The item's path on disk, as the build or the user gave it; diagnostics point here.
  package var path: String
  package var rule: Rule

  package init(path: String, rule: Rule) {
    self.path = path
    self.rule = rule
  }
}
