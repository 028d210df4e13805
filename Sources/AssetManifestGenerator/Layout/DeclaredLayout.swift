import Foundation

/// How the `Package.swift` above a folder declares it as a target's resources: what `--layout`
/// defaults to, so that a command given `Sources/App/Resources` names its assets as the built
/// bundle and the generated code do (`Assets.spinner` under `.process("Resources")`, not
/// `Assets.Images.spinner`).
///
/// `Package.swift` is Swift, which no command evaluates: its text (comments left out) is searched
/// for `.process("PATH"` and `.copy("PATH"`, where PATH is the folder relative to the folder of a
/// target that holds it (`Sources/NAME`, `Tests/NAME`, or a `path:` the manifest writes). A
/// declaration the manifest computes is not seen; then the folder reads as `relative`, and
/// `--layout` says otherwise.
package enum DeclaredLayout: Equatable, Sendable {
  /// No `Package.swift` above the folder declares it: its files are read relative to it.
  case undeclared
  /// The folder is declared with `rule`, as `declaration` (`.process("Resources")`) at
  /// `manifest`'s `line`: itself, or a processed folder that holds it.
  case declared(ResourceEntry.Rule, declaration: String, manifest: String, line: Int)
  /// The folder is declared in a way no one layout reproduces: why, and what to pass instead.
  case ambiguous(String)

  /// The declaration of the folder at `path` (relative to the working folder, or absolute), as
  /// the nearest `Package.swift` above it writes it.
  package static func of(folder path: String) -> DeclaredLayout {
    guard let (manifest, rootCount) = PackageManifest.nearest(above: path) else {
      return .undeclared
    }
    let folder = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    return find(
      Array(folder.dropFirst(rootCount)), manifest: manifest.text, at: manifest.path, given: path)
  }

  /// What a command given a target's own folder (`Sources/App`, `Tests/NAME`, or a `path:` the
  /// manifest writes) reads instead: the resource folders the manifest declares inside it that
  /// exist, or none, with the manifest's path and the target's name when the manifest names
  /// it; nil when the folder is no target's folder.
  package static func resources(ofTarget path: String) -> (
    manifest: String, target: String?, declarations: [Declaration]
  )? {
    guard let (manifest, rootCount) = PackageManifest.nearest(above: path) else { return nil }
    let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
      .dropFirst(rootCount)
    let all = manifest.declarations
    guard isTarget(components, in: all) else { return nil }
    let (target, declarations) = declarations(ofTarget: components, in: all)
    var seen = Set<String>()
    let inside = declarations.filter {
      $0.rule != nil && !$0.path.isEmpty && seen.insert($0.path).inserted
        && FileManager.default.fileExists(
          atPath: (path as NSString).appendingPathComponent($0.path))
    }
    return (manifest.path, target, inside)
  }

  /// The target whose folder is `folder` (components below the package's root), when a
  /// declaration names it, and the declarations of `all` that may be its own: those its
  /// declaration holds, and those no target holds (a manifest may build a list of resources
  /// apart) of the paths it declares none of. Two targets may each declare `.copy("Assets")`,
  /// each of its own folder. When no declaration names the target, as when a function makes its
  /// declaration, every one may be.
  private static func declarations(ofTarget folder: ArraySlice<String>, in all: [Declaration])
    -> (target: String?, declarations: [Declaration])
  {
    let joined = folder.joined(separator: "/")
    let name =
      all.first { $0.call == "path" && $0.path == joined && $0.owner != nil }?.owner
      ?? folder.last
    guard let name, all.contains(where: { $0.owner == name }) else { return (nil, all) }
    let own = Set(all.filter { $0.owner == name && $0.rule != nil }.map(\.path))
    let mayBeOwn = { (declaration: Declaration) in
      declaration.owner == name
        || (declaration.owner == nil
          && !(declaration.rule != nil && own.contains(declaration.path)))
    }
    return (name, all.filter(mayBeOwn))
  }

  /// The folder of the target that holds the folder at `path` or is it (`Sources/App`,
  /// `Tests/NAME`, or a `path:` the manifest writes), as the nearest `Package.swift` above
  /// declares its targets: where the build reads the target's `asset-manifest.json`.
  package static func targetFolder(holding path: String) -> String? {
    guard let (manifest, rootCount) = PackageManifest.nearest(above: path) else { return nil }
    let folder = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let declarations = manifest.declarations
    // The deepest first, as in `find`.
    return stride(from: folder.count, to: rootCount, by: -1).first {
      isTarget(folder[rootCount..<$0], in: declarations)
    }.map { NSString.path(withComponents: Array(folder.prefix($0))) }
  }

  /// Whether the folder at `folder` (components below the package's root) is a target's own
  /// folder: `Sources/NAME`, `Tests/NAME`, or a `path:` among `all`, the manifest's declarations.
  private static func isTarget(_ folder: ArraySlice<String>, in all: [Declaration]) -> Bool {
    (folder.count == 2 && ["Sources", "Tests"].contains(folder.first!))
      || all.contains { $0.call == "path" && $0.path == folder.joined(separator: "/") }
  }

  /// The declaration of the folder at `components` below the package's root, in the text of its
  /// `Package.swift` at `manifestPath`; `given` is the folder as the user wrote it, for messages.
  package static func find(
    _ components: [String], manifest text: String, at manifestPath: String, given: String
  ) -> DeclaredLayout {
    let all = Declaration.all(in: text)
    // The deepest target folder first: a target's `path:` may lie inside another's folder.
    for depth in stride(from: components.count - 1, through: 1, by: -1) {
      guard isTarget(components.prefix(depth), in: all) else { continue }
      let declarations = declarations(ofTarget: components.prefix(depth), in: all).declarations
      let relative = components.dropFirst(depth).joined(separator: "/")
      let exact = declarations.filter { $0.rule != nil && $0.path == relative }
      let rules = Set(exact.compactMap(\.rule))
      if rules.count > 1 {
        return .ambiguous(
          "'\(given)' is declared both \(exact.map(\.text).joined(separator: " and ")) in "
            + "\(manifestPath), where no target's declaration holds them; pass --layout process "
            + "or --layout copy, as the target you mean declares it")
      }
      if let first = exact.first, let rule = first.rule {
        return .declared(rule, declaration: first.text, manifest: manifestPath, line: first.line)
      }
      // A folder inside a declared one: flattened the same when processed; a copied folder's
      // files keep the path from the declared folder's name, which no layout of this one gives.
      let holders = declarations.filter {
        $0.rule != nil && !$0.path.isEmpty && relative.hasPrefix($0.path + "/")
      }
      if let copied = holders.first(where: { $0.rule == .copy }) {
        return .ambiguous(
          "'\(given)' is inside \(copied.text) (\(manifestPath):\(copied.line)), whose files "
            + "land in the bundle under '\(copied.path.split(separator: "/").last!)/'; run the "
            + "command on the declared folder instead, or pass --layout")
      }
      if let processed = holders.first {
        return .declared(
          .process, declaration: processed.text, manifest: manifestPath, line: processed.line)
      }
    }
    return .undeclared
  }

  /// A `.process("…"`, `.copy("…"`, `path: "…"`, `defaultLocalization: "…"` or a target's
  /// `name: "…"` of a manifest's text.
  package struct Declaration: Sendable {
    /// `process`, `copy`, `path`, `defaultLocalization` or `target` (a target's name).
    var call: String
    /// The path (or language) it names, without `./` before or `/` after it.
    package var path: String
    /// Its line in the manifest.
    package var line: Int
    /// `.process("Resources")`, as the messages quote it.
    package var text: String
    /// The name of the target whose declaration holds it (`.target(name: "App", …)`); nil
    /// outside one, or when the target's name is not a literal.
    package var owner: String?

    /// The rule of a `.process` or a `.copy`; nil for the other calls.
    package var rule: ResourceEntry.Rule? {
      switch call {
      case "process": .process
      case "copy": .copy
      default: nil
      }
    }

    /// Every declaration in `text`, in order, outside comments, each with the target that
    /// holds it; one pass over the text. A target is a `.target(`, `.executableTarget(`,
    /// `.testTarget(`, `.macro(`, `.plugin(`, `.binaryTarget(` or `.systemLibrary(` that no
    /// other one holds (a `.target(name:)` among a target's dependencies is not one); its name
    /// is the first `name:` directly inside it.
    static func all(in text: String) -> [Declaration] {
      let bytes = Array(text.utf8)
      var found: [Declaration] = []
      var index = 0
      var line = 1
      // The parentheses open here, and those inside which the open target's arguments are.
      var depth = 0
      var target: (depth: Int, name: String?)?
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
          line += 1
          index += 1
        } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
          depth += byte == UInt8(ascii: "(") ? 1 : -1
          if let open = target, depth < open.depth { target = nil }
          index += 1
        } else if target == nil, let after = targetCall(bytes, at: index) {
          depth += 1
          target = (depth, nil)
          index = after
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
        {
          let block = bytes[index + 1] == UInt8(ascii: "*")
          index += 2
          while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
              if !block { break }
              line += 1
            } else if block, bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
              bytes[index + 1] == UInt8(ascii: "/")
            {
              index += 2
              break
            }
            index += 1
          }
        } else if byte == UInt8(ascii: "\"") {
          // A literal on its own, not after a call read below: skipped whole, so that a
          // `//` or a `.copy("` inside it is no code.
          index = skipLiteral(bytes, from: index)
        } else if let (call, after) = call(bytes, at: index),
          let (path, end) = literal(bytes, from: after)
        {
          index = end
          if bytes[after - 1] == UInt8(ascii: "(") { depth += 1 }
          if call == "name" {
            // A target's name is kept as a declaration of its own: a target that declares no
            // resources still has none of another's.
            if let open = target, open.name == nil, depth == open.depth {
              target?.name = path
              found.append(
                Declaration(
                  call: "target", path: path, line: line, text: "name: \"\(path)\"",
                  owner: path))
            }
            continue
          }
          var normalized = path
          while normalized.hasPrefix("./") { normalized.removeFirst(2) }
          while normalized.hasSuffix("/") { normalized.removeLast() }
          let quoted = "\"\(path)\""
          found.append(
            Declaration(
              call: call, path: normalized, line: line,
              text: ["path", "defaultLocalization"].contains(call)
                ? "\(call): \(quoted)" : ".\(call)(\(quoted))", owner: target?.name))
        } else {
          index += 1
        }
      }
      return found
    }

    /// Where the arguments of the target declaration at `index` start, if one starts there.
    private static func targetCall(_ bytes: [UInt8], at index: Int) -> Int? {
      // Those that hold no resources too, so that a `.target(name:)` among their dependencies
      // is no target.
      for spelling in [
        ".target(", ".executableTarget(", ".testTarget(", ".macro(", ".plugin(", ".binaryTarget(",
        ".systemLibrary(",
      ] {
        let pattern = Array(spelling.utf8)
        if index + pattern.count <= bytes.count,
          bytes[index..<index + pattern.count].elementsEqual(pattern)
        {
          return index + pattern.count
        }
      }
      return nil
    }

    /// The call at `index` (`.process(`, `.copy(`, `path:`, `defaultLocalization:`, `name:`)
    /// and where its argument starts.
    private static func call(_ bytes: [UInt8], at index: Int) -> (String, Int)? {
      let calls = [
        ("process", ".process("), ("copy", ".copy("), ("path", "path:"),
        ("defaultLocalization", "defaultLocalization:"), ("name", "name:"),
      ]
      for (call, spelling) in calls {
        let pattern = Array(spelling.utf8)
        guard index + pattern.count <= bytes.count,
          bytes[index..<index + pattern.count].elementsEqual(pattern)
        else { continue }
        // A label is not the end of another name (`bundlePath:`).
        if !spelling.hasPrefix("."), index > 0, isIdentifier(bytes[index - 1]) { continue }
        return (call, index + pattern.count)
      }
      return nil
    }

    /// A plain string literal at `from` after white space, and the index after it; nil when
    /// the argument is anything else (a variable, an interpolation).
    private static func literal(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
      var index = start
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      let end = skipLiteral(bytes, from: index)
      let content = bytes[(index + 1)..<max(index + 1, end - 1)]
      guard end - 1 > index, bytes[end - 1] == UInt8(ascii: "\""),
        !content.contains(UInt8(ascii: "\\"))
      else { return nil }
      return (String(decoding: content, as: UTF8.self), end)
    }

    /// The index after the one-line literal opened at `start`, escapes skipped; at its line's
    /// end when it is not closed there.
    private static func skipLiteral(_ bytes: [UInt8], from start: Int) -> Int {
      var index = start + 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
        if bytes[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
        index += 1
      }
      return min(index, bytes.count)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
      (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
  }
}
