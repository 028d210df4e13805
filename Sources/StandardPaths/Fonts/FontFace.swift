/// One face of a font file, as the generator read it from the font's `name` table at build
/// time: a `.ttf` or `.otf` holds one, a `.ttc` collection one per font.
public struct FontFace: Hashable, Sendable {
  /// The PostScript name (name 6): what `UIFont(name:size:)`, `NSFont(name:size:)` and
  /// `Font.custom(_:size:)` find the face by once its file is registered.
  public let postScriptName: String
  /// The family (the typographic family, name 16, when the font has one, else name 1).
  public let family: String

  /// A face of this PostScript name and family.
  public init(postScriptName: String, family: String) {
    self.postScriptName = postScriptName
    self.family = family
  }
}
