import StandardPathsCore

/// The resolve stage: asks `VariantResolver`, through `CandidateTemplates`, for every group on
/// every device.
///
/// A file can only be one of a request's candidates if stripping its suffixes gives a name the
/// candidates strip to, so a templated request is resolved among those few files, matching
/// tails without building a candidate string. A table of every file outgrows the processor's
/// caches as the folder grows, and made generation grow faster than the folder; requests that
/// do not qualify for templates still use it.
package enum TableResolver {
  /// Resolves every group on every device; a localized asset's answers are those of its
  /// localizations when the user's languages match none of them (`Base`, then the development
  /// language, then the file outside any language folder).
  package static func resolve(
    _ groups: [AssetGroup], devices: [Device], developmentLanguage: String = "en"
  ) -> ResolvedTable {
    var files: [String] = []
    var ranges: [Range<Int>] = []
    var filesByRequest: [String: [Int]] = [:]
    for group in groups {
      // A localized asset's range covers its localizations' files, which follow it.
      ranges.append(files.count..<(files.count + group.files.count))
      guard group.holdsFiles else { continue }
      for file in group.files {
        filesByRequest[file.request, default: []].append(files.count)
        files.append(file.path)
      }
    }
    lazy var index = Dictionary(
      files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var templates = CandidateTemplates(devices: devices)
    var answers: [[Int?]] = []
    answers.reserveCapacity(groups.count)
    for group in groups {
      guard group.holdsFiles else {
        answers.append([])
        continue
      }
      guard let template = templates.template(for: group.request, ofType: group.type) else {
        answers.append(
          templates.resolve(group.request, ofType: group.type) { index[$0] != nil }
            .map { $0.flatMap { index[$0] } })
        continue
      }
      // In manifest order, so that equal names resolve to the first, as the table of every
      // file does. Stripping only removes suffixes from the end, so each of these files starts
      // with the prefix, and its tail follows the prefix's characters.
      let prefixLength = template.prefix.count
      var matches = [Int?](repeating: nil, count: template.tails.count)
      for file in template.requestTails.flatMap({ filesByRequest[template.prefix + $0] ?? [] })
        .sorted()
      {
        if let position = template.positions[files[file].dropFirst(prefixLength)],
          matches[position] == nil
        {
          matches[position] = file
        }
      }
      answers.append(template.firstMatches(among: matches))
    }
    for row in groups.indices where !groups[row].holdsFiles {
      answers[row] = localizedAnswers(
        row, groups, answers, preferences: [], developmentLanguage: developmentLanguage)
    }
    return ResolvedTable(files: files, ranges: ranges, answers: answers, devices: devices)
  }

  /// The answers of the localized asset at `row` for a user of `preferences`, from its
  /// localizations after it.
  package static func localizedAnswers(
    _ row: Int, _ groups: [AssetGroup], _ answers: [[Int?]], preferences: [String],
    developmentLanguage: String
  ) -> [Int?] {
    let localizations = Localizer.localizations(of: row, in: groups).map(\.language)
    return answers[row + 1].indices.map { column in
      LocalizationOrder.firstAnswer(
        localizations: localizations, preferences: preferences,
        developmentLanguage: developmentLanguage
      ) { answers[row + 1 + $0][column] }
    }
  }
}
