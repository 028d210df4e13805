import StandardPathsCore

extension Checks {
  /// The `catalog-color-component` errors: in each color of a color set (every idiom and
  /// appearance, as Xcode compiles them all), a component that is not one of its space's
  /// (`red`, `green`, `blue` or `white`, and `alpha`), a value that is no number as Xcode writes
  /// one (`0.500`, `0x80`, `128`), or a number outside what its space allows: 0…1, or any for
  /// the `extended-` spaces (alpha is 0…1 in every space). A space Xcode does not write, or a
  /// color without a component its space needs, would read as nil at run time. A system color
  /// has no components to judge, and an entry of an idiom alone is Xcode's "no color".
  static func colorComponents(_ input: CheckInput) -> [Diagnostic] {
    input.catalogs.flatMap { catalog in
      let disk = input.locations.location(of: catalog.path)
      return catalog.sets.filter(\.isColorSet).flatMap { set -> [Diagnostic] in
        let contents = disk + set.path.dropFirst(catalog.path.count) + "/Contents.json"
        return set.colors.flatMap { color -> [Diagnostic] in
          guard color.reference == nil else { return [] }
          let space = color.colorSpace
          let traits = (color.appearances + color.traits).map(\.description)
          let subject =
            "the \(color.idiom)\(traits.isEmpty ? "" : " (\(traits.joined(separator: ", ")))") "
            + "color of '\(set.name)'"
          // Xcode's "no color" (its app template's `AccentColor`, whose color the system's tint
          // gives) builds in Xcode: no mistake, and the constant leaves it out.
          guard !color.isUnset else { return [] }
          if space == nil, color.components.isEmpty {
            return [
              Diagnostic(
                .catalogColorComponent, contents,
                "\(subject) is no color: its entry has no \"color\" object with a color space "
                  + "and components, so the constant would have no color; set the color in "
                  + "Xcode's inspector", line: color.line)
            ]
          }
          if let space, !CatalogFormat.Color.colorSpaces.contains(space) {
            return [
              Diagnostic(
                .catalogColorComponent, contents,
                "\(subject) is in the color space '\(space)', which Xcode does not write, so the "
                  + "constant would have no color; pick one of "
                  + CatalogFormat.Color.colorSpaces.joined(separator: ", "), line: color.spaceLine)
            ]
          }
          let names = Set(color.components.map(\.name))
          // As the runtime reads a color that names no space: gray when it has white, not red.
          let isGray =
            space?.contains("gray") ?? (names.contains("white") && !names.contains("red"))
          let needed = isGray ? ["white"] : ["red", "green", "blue"]
          let allowed = needed + ["alpha"]
          let isExtended = space?.hasPrefix("extended-") ?? false
          let aColor = space.map { "a color in '\($0)'" } ?? "a color without a color space"
          // Unknown components are one finding per color, however many a file holds.
          let unknown = color.components.indices.filter {
            !allowed.contains(color.components[$0].name)
          }
          let line = { (index: Int) in
            color.componentLines.indices.contains(index) ? color.componentLines[index] : color.line
          }
          var findings: [Diagnostic] = []
          let missing = needed.filter { !names.contains($0) }
          if !missing.isEmpty {
            findings.append(
              Diagnostic(
                .catalogColorComponent, contents,
                "\(subject) has no \(missing.joined(separator: ", ")), so the constant would have "
                  + "no color; \(aColor) has \(needed.joined(separator: ", ")) "
                  + "(and alpha, 1 when left out)", line: color.line))
          }
          if !unknown.isEmpty {
            let named = unknown.prefix(3).map { "'\(color.components[$0].name)'" }.joined(
              separator: ", ")
            let more = unknown.count > 3 ? " and \(unknown.count - 3) more" : ""
            findings.append(
              Diagnostic(
                .catalogColorComponent, contents,
                "\(subject) has \(unknown.count == 1 ? "the component" : "the components") "
                  + "\(named)\(more), which \(aColor) has not; its components are "
                  + allowed.joined(separator: ", "),
                line: unknown.map(line).min() ?? color.line))
          }
          return findings
            + color.components.indices.compactMap { index -> Diagnostic? in
              let component = color.components[index]
              guard allowed.contains(component.name) else { return nil }
              let line = line(index)
              guard let value = CatalogConstants.componentValue(component.value) else {
                return Diagnostic(
                  .catalogColorComponent, contents,
                  "\(subject) has \(component.name) '\(component.value)', which is no number as "
                    + "Xcode writes one; write a decimal such as 0.500, or a byte from 0 to 255 "
                    + "such as 0x80 or 128", line: line)
              }
              guard isExtended && component.name != "alpha" || (0...1).contains(value) else {
                // An extended space widens the color's components, never its alpha.
                let range =
                  component.name == "alpha"
                  ? "alpha is 0 to 1 in every color space; write a value in range"
                  : "\(aColor) takes 0 to 1; write a value in range, or pick an extended color "
                    + "space in Xcode"
                let message =
                  "\(subject) has \(component.name) \(component.value), out of range: \(range)"
                return Diagnostic(.catalogColorComponent, contents, message, line: line)
              }
              return nil
            }
        }
      }
    }
  }
}
