extension ManifestFormat {
  /// Reads the `sizes` text: each file's size in pixels, nil for a file with none (`-`) or a line
  /// that is not `<width>x<height>` with both positive.
  static func pixelSizes(_ text: ManifestText, fileCount: Int) -> [PixelSize?] {
    let bounds = Decoded.lineBounds(of: text.bytes)
    return (0..<fileCount).map { file in
      guard 2 * file + 1 < bounds.count else { return nil }
      let line = String(
        decoding: text.bytes[Int(bounds[2 * file])..<Int(bounds[2 * file + 1])], as: UTF8.self)
      let parts = line.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0,
        height > 0
      else { return nil }
      return PixelSize(width: width, height: height)
    }
  }
}
