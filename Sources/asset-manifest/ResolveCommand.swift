import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments
import Foundation
import StandardPathsCore

/// `asset-manifest resolve DIR NAME`: the file that stands for NAME on a device.
enum ResolveCommand {
  static let usage = Usage(
    "resolve", ["DIR NAME", "[--swift-name | --catalog]", "[--language CODE]..."],
    overview: """
          Print the path in the bundle of the file that stands for NAME on DEVICE (under
          --layout relative, its path relative to DIR).
          NAME is read in one way only, never as another when that one finds nothing:
            - by default, its path in the bundle, as Bundle.path(forResource:ofType:) and the
              string lookups take it (Characters/hero.png, or Characters/hero with --type):
              relative to DIR under --layout relative, the flattened name under --layout
              process (step1.json), starting with DIR's name under --layout copy
              (SampleAssets/Characters/hero.png);
            - with --swift-name, a constant's Swift name, with or without the namespace
              (Characters.hero, Assets.Characters.hero, Assets.star), as 'table --json' lists
              it under "swiftName";
            - with --catalog, an asset catalog's set by its catalog name, as
              UIImage(named:) takes it (star, Icons/star).
          An image set prints the file of the slot DEVICE gets (its idiom's slots, else
          universal; then the exact scale, else the next higher, else the highest lower), as
          its path in the bundle listing (Media.xcassets/star.imageset/star@2x.png); a data set
          prints its file; a color set its components per appearance.
      """,
    options: [
      Option(
        "--type", "EXT",
        help: "extension to add when NAME has none (default: png; '' adds none, for a file "
          + "without one)"),
      Option(
        "--device", "DEVICE",
        help: "a known device name (see 'devices') or IDIOM@Sx[:WxH], such as phone@2x:375x667 or "
          + "desktop@2x (default: mac, the 1x desktop)"),
      Option(
        "--language", "CODE",
        help: "a language of the user (de, pt-BR), repeatable, most preferred first; NAME's "
          + "*.lproj folders are tried for them, then Base.lproj, then the development language, "
          + "then NAME outside any language folder (without --language: only those fallbacks)"),
      Option(
        "--development-language", "CODE",
        help: "the language the project is written in (default: the configuration's "
          + "developmentLanguage, else en)"),
      Option("--swift-name", help: "read NAME as a constant's Swift name"),
      Option("--catalog", help: "read NAME as an asset catalog set's name"),
      Option(
        "--probe",
        help: "check candidates on the disk one by one instead of listing DIR once; both give the "
          + "same answer, but language folders are not searched, NAME is only a path, and the "
          + "layout only relative"),
    ]
      // The folder is DIR, so of the generator's options only those that name what DIR holds.
      + GeneratorArguments.options.filter {
        ["--layout", "--config", "--namespace"].contains($0.name)
      },
    epilogue: """
          When no asset has the name, the message names up to three nearest assets: those
          the fewest edits (insertions, deletions, substitutions and swaps of two neighbouring
          letters, case ignored) away from NAME, compared with each asset's path without
          extension and with its Swift name.
          Exit status: 0 found, 1 no variant exists (reason on standard error).
      """)

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    let positionals = try arguments.positionals("DIR", "NAME")
    let (folder, name) = (positionals[0], positionals[1])
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, !name.hasPrefix("/"), !components.contains("..") else {
      throw UsageError("NAME '\(name)' must be a path relative to DIR, without '..'")
    }
    // No path in a bundle is spelt so: the file system would let a probe find `./a.png` and
    // `b//a.png`, which a listing and the manifest do not hold, and the two would differ.
    guard !components.contains(where: { $0.isEmpty || $0 == "." }) else {
      let written = components.filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
      throw UsageError(
        "NAME '\(name)' holds an empty or '.' path component, which no path in a bundle has; "
          + (written.isEmpty ? "name a file in DIR" : "write it as '\(written)'"))
    }
    let device = try DeviceOption.parse(arguments.value("--device"))
    let type = arguments.value("--type") ?? "png"
    // An extension names no folder: `--type d/../../x` would lead a probe out of DIR.
    guard !type.contains("/"), !type.hasPrefix(".") else {
      throw UsageError(
        "--type must be an extension such as png or obj.gz, without its dot, not '\(type)'")
    }
    let languages = arguments.values("--language")
    let codes = languages + [arguments.value("--development-language")].compactMap { $0 }
    for code in codes where LanguageTag(code) == nil {
      throw UsageError("'\(code)' is not a language code; write one such as de, pt-BR or zh-Hans")
    }
    let form = try NameForm(arguments)
    // The entries the other commands read too; prepare(_:directory:) prints their notes.
    let entries = try GeneratorArguments.entries(
      arguments.value("--layout"), directory: folder, notes: false)
    if arguments.has("--probe") {
      guard form == .path else {
        throw UsageError(
          "--probe reads NAME as a path; leave out --probe, or --swift-name and --catalog")
      }
      guard languages.isEmpty else {
        throw UsageError(
          "--probe does not search language folders; leave out --probe or --language")
      }
      guard entries.count == 1, entries[0].path == folder, entries[0].rule == .contents else {
        // Without --layout, DIR is read as Package.swift declares it, or the resources in it.
        let given =
          arguments.value("--layout") == nil
          ? "Package.swift declares DIR (or resources in it) for --layout "
            + entries.map(\.rule.rawValue).joined(separator: " and ")
            + "; leave out --probe, or pass --layout relative to probe the folder as it is"
          : "leave out --probe or --layout"
        throw UsageError(
          "--probe reads DIR as it is on the disk, which is the bundle's layout only for "
            + "--layout relative; " + given)
      }
      try checkFolder(folder)
      let resolver = FileResolver(folder: URL(fileURLWithPath: folder), caching: .never)
      let answer = resolver.normalizedPath(forFile: name, ofType: type, on: device).map {
        String($0.dropFirst(resolver.folder.path.count + 1))
      }
      guard let answer else {
        // A probe sees only files, so a pipe or folder of that name is the one thing to explain.
        let typed = VariantResolver.typedRequest(name, type)
        let reason =
          Self.nonFile(typed, in: folder).map {
            ": '\(typed)' \($0), not a file; a probe never opens it"
          } ?? ": the folder holds no file of that name, or a variant of it, for this device"
        Self.complain(
          "no variant of '\(name)'\(typeNote(name, arguments)) for device \(device) in '\(folder)'"
            + reason)
        return ExitStatus.failure
      }
      print(answer)
      return ExitStatus.success
    }
    // Every file as the bundle holds it, hidden ones too: SwiftPM copies them, and a lookup
    // finds them, though they get no constant.
    let bundleFiles: [String]
    do {
      bundleFiles = try BundleLayout.listing(of: entries, includeHidden: true).files
    } catch {
      throw UsageError("\(error)")
    }
    guard
      let prepared = try GeneratorArguments.prepare(arguments, directory: folder)
    else { return ExitStatus.failure }
    let developmentLanguage =
      arguments.value("--development-language") ?? prepared.options.developmentLanguage
    // The names the generated code gives, from the generator itself.
    let output = ManifestGenerator.generate(prepared.listing, options: prepared.options)
    let names = AssetNames(output, namespace: prepared.options.namespace)
    let files = VariantSet(bundleFiles)
    let namespace = prepared.options.namespace
    switch form {
    case .path:
      if let answer = files.resolve(
        name, ofType: type, on: device, languages: languages,
        developmentLanguage: developmentLanguage)
      {
        print(answer)
        return ExitStatus.success
      }
    case .swiftName:
      if let index = names.group(swiftName: name) {
        let asset = output.groups[index]
        if let answer = files.resolve(
          asset.request, ofType: asset.type, on: device, languages: languages,
          developmentLanguage: developmentLanguage)
        {
          print(answer)
          return ExitStatus.success
        }
        Self.complain(
          "no variant of \(names.swiftNames[index] ?? name) for device \(device) in "
            + "'\(folder)'"
            + Self.noFileReason(
              asset, files: files, device: device, languages: languages,
              developmentLanguage: developmentLanguage))
        return ExitStatus.failure
      }
      if let status = resolveCatalogSet(
        output, device,
        where: { [name, namespace + "." + name].contains($0.expression(namespace: namespace)) })
      {
        return status
      }
      // The catalog sets' constants too: a set named by its kind is found by its old name.
      let nearest = names.nearest(
        to: name,
        among: output.catalogConstants.map { ($0.setPath, $0.expression(namespace: namespace)) })
      Self.complain(
        "no constant is named '\(name)' in '\(folder)'"
          + (nearest.isEmpty
            ? ""
            : "; the nearest: "
              + nearest.map { "\($0.swiftName) ('\($0.request)')" }
              .joined(separator: ", ")))
      return ExitStatus.failure
    case .catalog:
      // A color and an image may share a catalog name, as UIColor(named:) and UIImage(named:)
      // tell them apart; their Swift names do not.
      let named = output.catalogConstants.filter { $0.name == name }
      if named.count > 1 {
        Self.complain(
          "'\(name)' names \(named.count) sets of the asset catalogs in '\(folder)': "
            + named.map { "\($0.setPath) (\($0.expression(namespace: namespace)))" }.joined(
              separator: ", ") + "; pass one of their Swift names with --swift-name")
        return ExitStatus.failure
      }
      if let status = resolveCatalogSet(output, device, where: { $0.name == name }) {
        return status
      }
      let sets = output.catalogConstants.map(\.name).sorted(by: UTF8Order.precedes)
      Self.complain(
        "no image, color or data set of an asset catalog in '\(folder)' is named '\(name)'"
          + (sets.isEmpty
            ? ": it holds no asset catalog"
            : "; its sets: " + sets.prefix(5).joined(separator: ", ")
              + (sets.count > 5 ? ", …" : "")))
      return ExitStatus.failure
    }
    // A path that names no file: say why, and what else NAME names, for the flag that reads it.
    let asset = names.group(request: name).map { output.groups[$0] }
    let typed = VariantResolver.typedRequest(name, type)
    var message =
      "no variant of '\(name)'\(typeNote(name, arguments)) for device \(device) in '\(folder)'"
    if let asset {
      message += Self.noFileReason(
        asset, files: files, device: device, languages: languages,
        developmentLanguage: developmentLanguage)
    } else if output.groups.contains(where: { $0.request == typed })
      || bundleFiles.contains(where: { $0.deletingVariantSuffixes() == typed })
    {
      message += ": its files serve other devices"
    } else if let index = names.group(swiftName: name) {
      message +=
        ": as a path it names no file; it is also the Swift name of "
        + "\(names.swiftNames[index] ?? name) ('\(output.groups[index].request)'): pass "
        + "--swift-name to resolve that constant"
    } else if output.catalogConstants.contains(where: { $0.name == name }) {
      message +=
        ": as a path it names no file; it is also the name of an asset catalog set: pass "
        + "--catalog to resolve that set"
    } else if let kind = Self.nonFile(typed, in: folder) {
      message += ": '\(typed)' \(kind), not a file; the build leaves it out and never opens it"
    } else {
      let nearest = names.nearest(to: name)
      message +=
        nearest.isEmpty
        ? ": no asset has that name, and the folder holds none"
        : ": no asset has that name; the nearest: "
          + nearest.map { "'\($0.request)' (\($0.swiftName))" }.joined(separator: ", ")
    }
    Self.complain(message)
    return ExitStatus.failure
  }

  /// What `name` is in `folder` when it is there but no file (a named pipe, a folder): the
  /// listing leaves such entries out, so the nearest names would not speak of it.
  private static func nonFile(_ name: String, in folder: String) -> String? {
    let path = (folder as NSString).appendingPathComponent(name)
    return FolderEntries.isGone(path) ? nil : FolderEntries.whyNotAFile(path)
  }

  /// Why `asset` gave no file on `device`: none for the device, or, when some language's folder
  /// has one, none for `languages` (or, none given, the development language) and their
  /// fallbacks (Base.lproj, the development language's folder, a file outside the language
  /// folders), which is the languages' doing.
  private static func noFileReason(
    _ asset: AssetGroup, files: VariantSet, device: Device, languages: [String],
    developmentLanguage: String
  ) -> String {
    let list = "(its files: " + fileList(asset) + ")"
    // A language folder may sit in a folder (`Art/de.lproj`) and be spelt in any case.
    let serving = Set(
      asset.files.compactMap { file -> String? in
        guard let (language, _, parent) = file.path.localization, language.lowercased() != "base"
        else { return nil }
        let answer = files.resolve(
          asset.request, ofType: asset.type, on: device, languages: [language],
          developmentLanguage: developmentLanguage)
        return answer?.localization.map { $0.language == language && $0.parent == parent } == true
          ? language : nil
      }
    ).sorted(by: UTF8Order.precedes)
    guard !serving.isEmpty else {
      return ": the asset '\(asset.request)' has no file for it \(list)"
    }
    let asked =
      languages.isEmpty
      ? "the development language \(developmentLanguage) (give --language for another)"
      : "language \(languages.joined(separator: ", "))"
    return
      " for \(asked): only " + serving.joined(separator: ", ")
      + (serving.count == 1 ? " serves" : " serve")
      + " it on this device, and neither Base.lproj, the development language's "
      + "\(developmentLanguage).lproj nor a file outside the language folders holds it for "
      + "the others; add one there \(list)"
  }

  /// Up to five of the asset's files, for messages.
  private static func fileList(_ asset: AssetGroup) -> String {
    asset.files.map(\.path).prefix(5).joined(separator: ", ") + (asset.files.count > 5 ? ", …" : "")
  }

  /// How NAME was read, when a type was added to it: only a name without an extension gets one.
  private static func typeNote(_ name: String, _ arguments: Arguments) -> String {
    guard !name.hasPathExtension else { return "" }
    guard let type = arguments.value("--type") else {
      return " (type 'png', the default for a name without an extension; give --type for another)"
    }
    return type.isEmpty ? "" : " (type '\(type)')"
  }

  /// Prints `message` on standard error with its control characters escaped, as findings
  /// escape names: NAME and DIR are the user's, and a terminal would act on an escape sequence.
  private static func complain(_ message: String) { Output.error(OneLine.escaped(message)) }

  private static func checkFolder(_ path: String) throws(UsageError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw UsageError("DIR '\(path)' is not a folder") }
  }
}

/// The `--device` option shared by the commands that resolve.
enum DeviceOption {
  static func parse(_ value: String?) throws(UsageError) -> Device {
    // The command line never reads a screen: without --device it answers for the 1x desktop.
    guard let value else { return .mac }
    do {
      return try Device(specification: value)
    } catch {
      guard !value.contains("@"),
        let nearest = NearestName.misspelt(value, among: Device.knownDevices.compactMap(\.name))
      else { throw UsageError("\(error)") }
      throw UsageError(
        "unknown device '\(value)'; did you mean '\(nearest)'? ('asset-manifest devices' lists "
          + "the known devices; IDIOM@Sx[:WxH] spells any other)")
    }
  }
}

extension ResolveCommand {
  /// Prints the answer for the first catalog set that `matches` and returns the exit status, or
  /// returns nil when none does.
  static func resolveCatalogSet(
    _ output: ManifestGenerator.Output, _ device: Device,
    where matches: (CatalogConstant) -> Bool
  ) -> Int32? {
    guard let constant = output.catalogConstants.first(where: matches) else { return nil }
    switch constant.entry {
    case .image(_, _, let allSlots, _):
      let slots = allSlots.filter { $0.appearance == "any" }
      guard let index = CatalogSlotChoice.choose(slots, for: device) else {
        Self.complain(
          "no slot of the image set '\(constant.name)' (\(constant.setPath)) serves device "
            + "\(device): it fills "
            + (slots.isEmpty
              ? "no slot"
              : slots.map {
                $0.idiom
                  + ($0.scale.map { " \($0 == $0.rounded() ? String(Int($0)) : String($0))x" } ?? "")
              }
              .joined(separator: ", ")))
        return ExitStatus.failure
      }
      print(constant.catalogPath + "/" + slots[index].file)
    case .data(_, _, let file):
      guard let file else {
        Self.complain("the data set '\(constant.name)' (\(constant.setPath)) holds no file")
        return ExitStatus.failure
      }
      print(constant.catalogPath + "/" + file)
    case .color(_, _, let colors):
      for color in colors {
        if let systemColor = color.systemColor {
          print(
            color.appearance + ": the system color " + systemColor
              + (color.platform.map { " (\($0))" } ?? ""))
          continue
        }
        print(
          color.appearance + ": " + (color.colorSpace ?? "no color space") + " "
            + color.components.map { "\($0.name) \($0.value)" }.joined(separator: ", "))
      }
    }
    return ExitStatus.success
  }
}
