import AssetManifestGenerator
import CommandLineArguments
import Foundation
import StandardPathsCore

/// `asset-manifest resolve DIR NAME`: the file that stands for NAME on a device.
enum ResolveCommand {
  static let usage = """
    resolve DIR NAME [--type EXT] [--device DEVICE] [--language CODE]...
                     [--development-language CODE] [--probe]
        Print the path, relative to DIR, of the file that stands for NAME on DEVICE.
        NAME is relative to DIR and may contain sub-folders (Characters/hero).
        --type EXT       extension to add when NAME has none (default: png)
        --device DEVICE  a catalogue name (see 'devices') or IDIOM@Sx[:WxH], such as
                         phone@2x:375x667 or desktop@2x (default: mac, the 1x desktop)
        --language CODE  a language of the user (de, pt-BR), repeatable, most preferred
                         first; NAME's *.lproj folders are tried for them, then Base.lproj,
                         then the development language, then NAME outside any language
                         folder (without --language: only those fallbacks)
        --development-language CODE
                         the language the project is written in (default: en)
        --probe          check candidates on the disk one by one instead of listing DIR
                         once; both give the same answer, but language folders are not
                         searched
        Exit status: 0 found, 1 no variant exists (reason on standard error).
    """

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      raw, options: ["--type", "--device", "--language", "--development-language"],
      flags: ["--probe"])
    let positionals = try arguments.positionals("DIR", "NAME")
    let (folder, name) = (positionals[0], positionals[1])
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, !name.hasPrefix("/"), !components.contains("..") else {
      throw UsageError("NAME '\(name)' must be a path relative to DIR, without '..'")
    }
    let device = try DeviceOption.parse(arguments.value("--device"))
    let type = arguments.value("--type") ?? "png"
    let languages = arguments.values("--language")
    let developmentLanguage = arguments.value("--development-language") ?? "en"
    for code in languages + [developmentLanguage] where LanguageTag(code) == nil {
      throw UsageError("'\(code)' is not a language code; write one such as de, pt-BR or zh-Hans")
    }
    let answer: String?
    if arguments.has("--probe") {
      guard languages.isEmpty else {
        throw UsageError(
          "--probe does not search language folders; leave out --probe or --language")
      }
      try checkFolder(folder)
      let resolver = FileResolver(folder: URL(fileURLWithPath: folder), caching: .never)
      answer = resolver.normalizedPath(forFile: name, ofType: type, on: device).map {
        String($0.dropFirst(resolver.folder.path.count + 1))
      }
    } else {
      let listing: FolderListing
      do {
        listing = try FolderScanner.scan(
          URL(fileURLWithPath: folder), options: .init(includeHidden: true))
      } catch {
        throw UsageError("\(error)")
      }
      answer = VariantSet(listing.files).resolve(
        name, ofType: type, on: device, languages: languages,
        developmentLanguage: developmentLanguage)
    }
    guard let answer else {
      Output.error("no variant of '\(name)' (type '\(type)') for device \(device) in '\(folder)'")
      return ExitStatus.failure
    }
    print(answer)
    return ExitStatus.success
  }

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
      throw UsageError("\(error)")
    }
  }
}
