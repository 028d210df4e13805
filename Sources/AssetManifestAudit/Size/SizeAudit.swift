import AssetManifestGenerator
import Foundation
import StandardPathsCore

/// What each device downloads of a target's loose files, and what it would download were its
/// image assets in an asset catalog (`asset-manifest size`, the report's size section).
///
/// Apple slices only what an asset catalog holds (app thinning), so every loose file ships to
/// every device: a device *downloads* all of them, *uses* the one the table chooses for it in
/// each asset (a language folder's files count as an asset of their own), and never uses the
/// rest (other scales, other idioms). Every file counts, nib, JSON, fonts and files without
/// variants too, but only an image asset with variants that an image set can hold
/// (`ImageSetProposal`) can move into a catalog; there a device would get only the slot the
/// project's slot choice gives it, plus the files the set cannot hold, which stay loose. The
/// bytes are the files' sizes on disk.
package struct SizeAudit: Sendable {
  /// One device's figures, in bytes.
  package struct DeviceFigures: Hashable, Sendable {
    /// The device's known name: `iphone-568h`.
    package var device: String
    /// The loose files it downloads: all of them.
    package var downloads: Int
    /// The files the table chooses for it.
    package var uses: Int
    /// What it would download were the movable image assets in a catalog.
    package var catalogDownloads: Int
    /// The bytes it downloads and never uses.
    package var unused: Int { downloads - uses }
    /// What the move would save it.
    package var saving: Int { downloads - catalogDownloads }
  }

  /// A device whose file a move into an image set would change.
  package struct Change: Hashable, Sendable {
    /// The device's known name.
    package var device: String
    /// The loose file the table gives it today, or nil for none.
    package var loose: String?
    /// The file the image set would give it, or nil for none.
    package var catalog: String?
  }

  /// A movable asset: its image set and what the move saves each device.
  package struct Saving: Sendable {
    /// The set that would replace the asset's files.
    package var proposal: ImageSetProposal
    /// The bytes of all the asset's files.
    package var bytes: Int
    /// The bytes each device would no longer download, in the order of `devices`.
    package var savings: [Int]
    /// The devices whose file the move would change.
    package var changes: [Change]
    /// The savings summed over the devices: the order of the largest savings.
    package var total: Int { savings.reduce(0, +) }
    /// The largest saving on one device.
    package var largest: Int { savings.max() ?? 0 }
  }

  /// How many of the largest savings get a proposed image set (and `lint`'s check): enough to
  /// show where most bytes go, few enough to read.
  package static let proposalCount = 10

  /// The figures per device, in the order of the known devices.
  package var devices: [DeviceFigures]
  /// Every movable asset that saves bytes on some device, the largest total first (then by
  /// name).
  package var savings: [Saving]

  /// The largest savings, each with its proposed image set.
  package var proposals: ArraySlice<Saving> { savings.prefix(Self.proposalCount) }

  /// The devices the figures are for: the known devices, only those the configuration ships
  /// to when it says.
  package static func devices(shipped: [Device]?) -> [Device] {
    Device.knownDevices.filter { shipped?.contains($0) ?? true }
  }

  /// The size on disk of each bundle path of `groups`' files, read where `locations` puts it; a
  /// file that cannot be read counts 0.
  package static func fileSizes(of groups: [AssetGroup], locations: SourceLocations) -> [String:
    Int]
  {
    var sizes: [String: Int] = [:]
    for group in groups where group.holdsFiles {
      for file in group.files where sizes[file.path] == nil {
        var status = stat()
        sizes[file.path] =
          stat(locations.location(of: file.path), &status) == 0 ? Int(status.st_size) : 0
      }
    }
    return sizes
  }

  /// The figures of `groups` (the table's rows) for `devices` (some of the table's columns),
  /// with each file's bytes from `sizes`.
  package static func measure(
    groups: [AssetGroup], table: ResolvedTable, sizes: [String: Int], devices: [Device]
  ) -> SizeAudit {
    let columns = devices.compactMap { device in table.devices.firstIndex(of: device) }
    let names = columns.map { table.devices[$0].name ?? "\(table.devices[$0])" }
    var figures = names.map {
      DeviceFigures(device: $0, downloads: 0, uses: 0, catalogDownloads: 0)
    }
    var savings: [Saving] = []
    let fileBytes = table.files.map { sizes[$0] ?? 0 }
    for (row, group) in groups.enumerated() where group.holdsFiles {
      let range = table.ranges[row]
      let bytes = range.reduce(0) { $0 + fileBytes[$1] }
      let proposal = ImageSetProposal(group: group)
      let leftOver = proposal?.leftOut.reduce(0) { $0 + (sizes[$1] ?? 0) } ?? 0
      // The slots the choice weighs (as `ImageSetProposal.file(for:)` does), and their files'
      // bytes, once per asset rather than once per device.
      let slots = proposal?.choiceSlots ?? []
      let choices = slots.map { (idiom: $0.idiom, scale: Optional($0.scale)) }
      let slotBytes = slots.map { sizes[$0.path] ?? 0 }
      var saved: [Int] = []
      var changes: [Change] = []
      for (index, column) in columns.enumerated() {
        let answer = table.answers[row][column]
        figures[index].downloads += bytes
        figures[index].uses += answer.map { fileBytes[$0] } ?? 0
        guard proposal != nil else {
          figures[index].catalogDownloads += bytes
          continue
        }
        let slot = CatalogSlotChoice.choose(choices, for: table.devices[column])
        let thinned = leftOver + (slot.map { slotBytes[$0] } ?? 0)
        figures[index].catalogDownloads += thinned
        saved.append(bytes - thinned)
        let loose = answer.map { table.files[$0] }
        let catalog = slot.map { slots[$0].path }
        if catalog != loose {
          changes.append(Change(device: names[index], loose: loose, catalog: catalog))
        }
      }
      if let proposal, saved.contains(where: { $0 > 0 }) {
        savings.append(Saving(proposal: proposal, bytes: bytes, savings: saved, changes: changes))
      }
    }
    // Each total summed once, and indices sorted rather than the savings themselves, which
    // are large values: thousands of assets sort in a few milliseconds.
    let totals = savings.map(\.total)
    let order = savings.indices.sorted {
      totals[$0] != totals[$1]
        ? totals[$0] > totals[$1]
        : UTF8Order.precedes(savings[$0].proposal.request, savings[$1].proposal.request)
    }
    return SizeAudit(devices: figures, savings: order.map { savings[$0] })
  }
}
