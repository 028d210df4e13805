/// Resolves a request among file names that include `.lproj` folders: what `VariantSet` does
/// with languages, and what the runtime does for a request its table does not hold.
package enum LocalizedResolver {
  /// The name that stands for `request` on `device` for a user of `languages`: the request's
  /// language folders among `names` are tried in `LocalizationOrder`'s order (those of one
  /// language in byte order, as the generator orders them), device variants resolved inside
  /// each with `exists`; then the request outside any language folder.
  package static func resolve(
    _ request: String, ofType type: String?, on device: Device, languages: [String],
    developmentLanguage: String, among names: some Sequence<String>,
    exists: (String) -> Bool
  ) -> String? {
    let typed = VariantResolver.typedRequest(request, type)
    var requests: [(language: String?, request: String)] = [(nil, request)]
    var seen = Set<String>()
    for name in names {
      guard let (language, path, parent) = name.localization,
        path.deletingVariantSuffixes() == typed, request.hasPrefix(parent)
      else { continue }
      let folder = String(name.dropFirst(parent.count).prefix { $0 != "/" })
      let localized = request.inserting(languageFolder: folder, after: parent)
      if seen.insert(localized).inserted { requests.append((language, localized)) }
    }
    requests.sort { $0.request.utf8.lexicographicallyPrecedes($1.request.utf8) }
    return LocalizationOrder.firstAnswer(
      localizations: requests.map(\.language), preferences: languages,
      developmentLanguage: developmentLanguage
    ) { VariantResolver.resolve(requests[$0].request, ofType: type, on: device, where: exists) }
  }
}
