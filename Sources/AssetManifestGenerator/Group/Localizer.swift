import StandardPathsCore

/// The localize stage: a resource in `.lproj` folders becomes one localized asset, requested
/// without the language folder (`de.lproj/help.html` and `en.lproj/help.html` give `help.html`),
/// followed by its localizations: the file outside any language folder of that name, if any,
/// then each language folder's group, by language and path.
package enum Localizer {
  /// `groups` (sorted by request) with every localized resource's groups gathered under a
  /// localized asset at the place of its request; other groups keep their order.
  package static func localize(_ groups: [AssetGroup]) -> [AssetGroup] {
    var localizations: [String: [(language: String, group: AssetGroup)]] = [:]
    for group in groups {
      if let (language, request, _) = group.request.localization {
        localizations[request, default: []].append((language, group))
      }
    }
    guard !localizations.isEmpty else { return groups }
    var unlocalized: [String: AssetGroup] = [:]
    var entries: [(request: String, groups: [AssetGroup])] = []
    for group in groups where group.request.localization == nil {
      if localizations[group.request] != nil {
        unlocalized[group.request] = group
      } else {
        entries.append((group.request, [group]))
      }
    }
    for (request, members) in localizations {
      var ordered = unlocalized[request].map { [Self.member($0, language: nil)] } ?? []
      ordered += members.sorted {
        $0.language == $1.language
          ? UTF8Order.precedes($0.group.request, $1.group.request)
          : UTF8Order.precedes($0.language, $1.language)
      }.map { Self.member($0.group, language: $0.language) }
      let first = members[0].group
      let slash = request.lastSlash
      let asset = AssetGroup(
        request: request, folder: slash.map { String(request[..<$0]) } ?? "", type: first.type,
        files: ordered.flatMap(\.files), role: .localizedAsset)
      entries.append((request, [asset] + ordered))
    }
    return entries.sorted { UTF8Order.precedes($0.request, $1.request) }.flatMap(\.groups)
  }

  /// The localizations of the localized asset at `row`: the groups that follow it.
  package static func localizations(of row: Int, in groups: [AssetGroup]) -> ArraySlice<AssetGroup>
  {
    let rest = groups[(row + 1)...]
    return rest.prefix { !$0.isConstant }
  }

  private static func member(_ group: AssetGroup, language: String?) -> AssetGroup {
    var member = group
    member.role = .localization(language)
    return member
  }
}
