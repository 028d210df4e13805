/// The text `asset-manifest --help` prints.
enum Help {
  static let text = """
    USAGE: asset-manifest <command> [arguments]

    Resolves device-specific file variants (foo@2x.png, foo~ipad.png, foo-568h@2x.png,
    foo-hd.png) the way StandardPaths does at run time.

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

      help, --help
          Show this text.

    Bad arguments exit with status 2.
    """
}
