/// The text `asset-manifest --help` prints.
enum Help {
  static let text = """
    USAGE: asset-manifest <command> [arguments]

    Resolves device-specific file variants (foo@2x.png, foo~ipad.png, foo-568h@2x.png,
    foo-hd.png) the way StandardPaths does at run time, and generates the typed, precomputed
    Swift manifest the AssetManifestPlugin build plugin compiles into a target; shows
    where each standard folder of an app goes.

    COMMANDS:
      devices
          List the device catalogue: name, idiom, scale, size in points.

      resolve DIR NAME [--type EXT] [--device DEVICE] [--probe]
          Print the path, relative to DIR, of the file that stands for NAME on DEVICE.
          NAME is relative to DIR and may contain sub-folders (Characters/hero).
          --type EXT       extension to add when NAME has none (default: png)
          --device DEVICE  a catalogue name (see 'devices') or IDIOM@Sx[:WxH], such as
                           phone@2x:375x667 or desktop@2x (default: mac, this machine)
          --probe          check candidates on the disk one by one instead of listing DIR
                           once; both give the same answer
          Exit status: 0 found, 1 no variant exists (reason on standard error).

      generate --input DIR --output FILE [--config FILE] [--strict] [--layout LAYOUT]
               [--bundle BUNDLE] [--namespace NAME]
          Check DIR and write the Swift file with a typed constant per asset and every
          device's answer. FILE is rewritten only when its content changes, and left as it
          was when the checks find an error.
          --config FILE     asset-manifest.json: namespace, accessLevel, extraDevices,
                            strict, bundle
          --strict          treat warnings as errors
          --layout LAYOUT   relative (paths below DIR, the default), copy (SwiftPM
                            .copy("DIR"): paths start with DIR's name) or process
                            (SwiftPM .process: folders flattened)
          --bundle BUNDLE   where the files are at run time: module (Bundle.module, the
                            default), main (Bundle.main) or none
          --namespace NAME  the generated namespace (default: Assets)
          Exit status: 0 written or unchanged, 1 the checks found errors.

      lint DIR [--config FILE] [--strict] [--layout LAYOUT]
          Run the checks only, printing path:1: error|warning: lines.
          Exit status: 0 clean (or warnings only), 1 errors (or warnings with --strict).

      table DIR [--json] [--config FILE] [--layout LAYOUT]
          Print every asset and the file each device gets (tab-separated, or JSON).

      dirs [--app NAME] [--id ID] [--org ORG] [--app-version V] [--platform PLATFORM] [--json]
          Print where each standard folder of the app goes (public, private, cache,
          offline, temporary, resources, config, state, logs, runtime, the user's
          downloads, pictures, music, videos, desktop, templates, public-share) and the
          search paths for data and config. Creates nothing.
          --app NAME           the app's name (default: this executable's name)
          --id ID              its reverse-DNS identifier (default: NAME)
          --org ORG            its publisher, a folder level on Windows
          --app-version V      a folder level below the app's own
          --platform PLATFORM  linux, macos, ios or windows (default: this machine),
                               computed from this machine's environment variables
          Exit status: 0 printed, 1 no home folder could be found.

      help, --help
          Show this text.

    Bad arguments exit with status 2.
    """
}
