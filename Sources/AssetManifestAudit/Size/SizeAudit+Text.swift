extension SizeAudit {
  /// What the figures count, as the command's output and the report's section open with it.
  package static let heading = """
    Loose files ship whole to every device: Apple thins only asset catalogs. Per device, in
    bytes: downloads (every loose file), uses (the file the table chooses in each asset),
    unused (the rest: other scales, other idioms), and what it would download were the image
    assets with variants in an asset catalog, where it gets only its slot. Every file counts;
    only an image asset with variants that an image set can hold (png, jpg, heic, heif, avci,
    pdf) can move, so only those save.
    """

  /// The text `asset-manifest size` prints: the heading, a row per device, the largest
  /// savings, and with `proposals` each proposed image set's `Contents.json` and the devices
  /// whose file it would change.
  package func text(proposals showsProposals: Bool) -> String {
    var text = Self.heading + "\n\n"
    let header = ["device", "downloads", "uses", "unused", "catalog", "saving"]
    let rows =
      [header]
      + devices.map {
        [$0.device]
          + [$0.downloads, $0.uses, $0.unused, $0.catalogDownloads, $0.saving].map(String.init)
      }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      text +=
        row.enumerated().map { column, cell in
          let pad = String(repeating: " ", count: widths[column] - cell.count)
          return column == 0 ? cell + pad : pad + cell
        }.joined(separator: "  ") + "\n"
    }
    guard !savings.isEmpty else { return text + "\nNo asset would save bytes in a catalog.\n" }
    text +=
      "\nLargest savings, summed over "
      + (devices.count == 1 ? "the one device" : "the \(devices.count) devices") + " (the first "
      + "\(Self.proposalCount) get a proposed image set\(showsProposals ? "" : ": --proposals")):\n"
    for saving in savings.prefix(showsProposals ? Self.proposalCount : 20) {
      text +=
        "  \(saving.proposal.request): saves up to \(saving.largest) on one device, "
        + "\(saving.total) summed; its files hold \(saving.bytes)\n"
    }
    if !showsProposals, savings.count > 20 { text += "  … and \(savings.count - 20) more\n" }
    guard showsProposals else { return text }
    for saving in proposals {
      text += "\n\(saving.proposal.folder)/Contents.json, replacing \(saving.proposal.request):\n"
      text += saving.proposal.contentsJSON
      for path in saving.proposal.leftOut { text += "  stays loose (no slot holds it): \(path)\n" }
      for change in saving.changes {
        text +=
          "  the move would change \(change.device)'s file: \(change.loose ?? "no file") -> "
          + "\(change.catalog ?? "no file")\n"
      }
    }
    return text
  }

  /// `--format json`: the figures and savings, keys sorted, for CI.
  package var json: String {
    let devices = self.devices.map { figures in
      JSONValue.object([
        ("catalogDownloads", .int(figures.catalogDownloads)), ("device", .string(figures.device)),
        ("downloads", .int(figures.downloads)), ("saving", .int(figures.saving)),
        ("unused", .int(figures.unused)), ("uses", .int(figures.uses)),
      ])
    }
    let savings = self.savings.enumerated().map { index, saving in
      var members: [(key: String, value: JSONValue)] = [
        ("asset", .string(saving.proposal.request)), ("bytes", .int(saving.bytes)),
        (
          "changes",
          .array(
            saving.changes.map { change in
              .object([
                ("catalog", change.catalog.map(JSONValue.string) ?? .raw("null")),
                ("device", .string(change.device)),
                ("loose", change.loose.map(JSONValue.string) ?? .raw("null")),
              ])
            })
        ),
      ]
      if index < Self.proposalCount {
        members.append(("contentsJSON", .string(saving.proposal.contentsJSON)))
      }
      members += [
        ("imageSet", .string(saving.proposal.folder)), ("largest", .int(saving.largest)),
        ("leftOut", .array(saving.proposal.leftOut.map(JSONValue.string))),
        ("total", .int(saving.total)),
      ]
      return JSONValue.object(members)
    }
    return JSONValue.object([("devices", .array(devices)), ("savings", .array(savings))])
      .rendered() + "\n"
  }
}
