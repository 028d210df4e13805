extension Asset {
  /// The faces of the file chosen on `device` when it is a font (`.ttf`, `.otf`: one; `.ttc`:
  /// every font of the collection, in its order); empty for a file that is no font, or whose
  /// names the generator could not read (`font-names-unreadable`). Read from the manifest's
  /// table, not from the file.
  public func fontFaces(for device: Device = .current) -> [FontFace] {
    manifest.chosenFile(group: group, device: device).map(manifest.fontFaces(ofFile:)) ?? []
  }

  /// The PostScript name of the chosen font file's first face, or nil when the asset is no
  /// font whose names the generator read.
  public var postScriptName: String? { fontFaces().first?.postScriptName }

  /// The family of the chosen font file's first face, or nil when the asset is no font whose
  /// names the generator read.
  public var fontFamily: String? { fontFaces().first?.family }
}
