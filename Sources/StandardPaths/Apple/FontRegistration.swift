#if canImport(CoreText)
  import CoreText
  import Foundation

  /// Registers font files with Core Text for this process, each once, so that a font asset
  /// needs no `UIAppFonts` entry in the app's Info.plist.
  enum FontRegistration {
    /// Guards `outcomes`; an `NSLock`, since the Synchronization module needs iOS 18 and
    /// macOS 15.
    private static let lock = NSLock()
    /// Per file registered or tried: whether its fonts are now registered.
    nonisolated(unsafe) private static var outcomes: [URL: Bool] = [:]

    /// Registers the fonts of the file at `url` for this process unless that was done before;
    /// whether they are registered. A file registered already (by this or by other code) counts
    /// as registered: Core Text fails that registration with
    /// `kCTFontManagerErrorAlreadyRegistered`.
    static func register(_ url: URL) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      if let known = outcomes[url] { return known }
      var error: Unmanaged<CFError>?
      let registered = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
      let failure = error?.takeRetainedValue()
      let outcome = registered || failure.map(isAlreadyRegistered) == true
      outcomes[url] = outcome
      return outcome
    }

    /// Whether `error` says the file was registered before (CTFontManagerErrors.h).
    private static func isAlreadyRegistered(_ error: CFError) -> Bool {
      let error = error as Error as NSError
      return error.domain == (kCTFontManagerErrorDomain as String)
        && error.code == CTFontManagerError.alreadyRegistered.rawValue
    }
  }

  extension Asset {
    /// The PostScript name of the first face of the font file chosen on `device`, once the
    /// file's fonts are registered for the process; nil when the asset is no font whose names
    /// the generator read, or its file cannot be registered.
    func registeredPostScriptName(for device: Device) -> String? {
      guard let name = fontFaces(for: device).first?.postScriptName, let url = url(for: device),
        FontRegistration.register(url)
      else { return nil }
      return name
    }
  }
#endif
