extension ManifestFormat {
  /// Reads the font lines of the `sizes` text: each file's faces, empty for a file with none.
  static func fontFaces(_ text: ManifestText, fileCount: Int) -> [[FontFace]] {
    let bounds = Decoded.lineBounds(of: text.bytes)
    return (0..<fileCount).map { file in
      guard 2 * file + 1 < bounds.count else { return [] }
      let line = String(
        decoding: text.bytes[Int(bounds[2 * file])..<Int(bounds[2 * file + 1])], as: UTF8.self)
      return fontFaces(ofLine: line[...])?.map {
        FontFace(postScriptName: $0.postScriptName, family: $0.family)
      } ?? []
    }
  }
}
