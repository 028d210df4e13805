import StandardPathsCore

/// The group stage: files that share a request name form one group.
package enum Grouper {
  /// Groups `files` by request name, sorted by request, with each group's files sorted.
  ///
  /// A `.tiff` joins the group whose request a desktop tries it for
  /// (`VariantResolver.desktopTIFF`), because it is one more variant of that image (a multi-page
  /// HiDPI TIFF), not an asset of its own. When two requests try the same TIFF (`hero.PNG` and
  /// `hero.png`), the first in byte order takes it.
  package static func group(_ files: [ParsedFile]) -> [AssetGroup] {
    var byRequest: [String: [ParsedFile]] = [:]
    for file in files { byRequest[file.request, default: []].append(file) }
    let tiffs = byRequest.keys.filter { $0.fullPathExtension == "tiff" }
    if !tiffs.isEmpty {
      let images = byRequest.keys.filter { $0.fullPathExtension != "tiff" }
      for image in images.sorted(by: UTF8Order.precedes) {
        let type = image.fullPathExtension
        guard let tiff = VariantResolver.desktopTIFF(for: image, ofType: type.isEmpty ? nil : type),
          let files = byRequest.removeValue(forKey: tiff)
        else { continue }
        byRequest[image, default: []] += files
      }
    }
    return byRequest.keys.sorted(by: UTF8Order.precedes).map { request in
      let type = request.fullPathExtension
      let files = byRequest[request, default: []].sorted { UTF8Order.precedes($0.path, $1.path) }
      return AssetGroup(
        request: request, folder: files[0].folder, type: type.isEmpty ? nil : type, files: files)
    }
  }
}
