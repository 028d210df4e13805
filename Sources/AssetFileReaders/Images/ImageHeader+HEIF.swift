extension ImageHeader {
  /// The primary image's size in a HEIF file (HEIC, AVIF): the `ispe` property the `ipma` box
  /// associates with the item `pitm` names, turned by its `irot` property.
  static func heif(_ source: inout HeaderBytes) throws(HeaderBytes.Failure) -> ImageFacts {
    var offset = 0
    while true {
      let header = try source.read(8, at: offset)
      var size = header.bigEndian(at: 0, 4)
      var headerLength = 8
      if size == 1 {
        size = try source.read(8, at: offset + 8).bigEndian(at: 0, 8)
        headerLength = 16
      }
      guard size == 0 || (size >= headerLength && size <= Int.max - offset) else {
        throw .invalid("box size of \(size)")
      }
      guard header[4..<8].elementsEqual("meta".utf8) else {
        guard size > 0 else { throw .invalid("file without a meta box") }
        offset += size
        continue
      }
      // A meta box that fills the rest of the file is read up to the budget.
      let length = size == 0 ? HeaderBytes.byteBudget / 2 : size - headerLength
      guard length <= HeaderBytes.byteBudget / 2 else { throw .overBudget }
      let meta =
        size == 0
        ? try source.available(length, at: offset + headerLength)
        : try source.read(length, at: offset + headerLength)
      return try primaryImage(inMeta: meta)
    }
  }

  private static func primaryImage(inMeta meta: [UInt8]) throws(HeaderBytes.Failure) -> ImageFacts {
    // `meta` is a full box: version and flags come first.
    let children = try boxes(in: meta, from: 4, to: meta.count)
    var primary: Int?
    if let pitm = children.first(where: { $0.type == "pitm" }) {
      let version = try byte(meta, pitm.start, pitm.end)
      primary = try number(meta, pitm.start + 4, version == 0 ? 2 : 4, pitm.end)
    }
    guard let iprp = children.first(where: { $0.type == "iprp" }) else {
      throw .invalid("image without an iprp box")
    }
    let inner = try boxes(in: meta, from: iprp.start, to: iprp.end)
    guard let ipco = inner.first(where: { $0.type == "ipco" }) else {
      throw .invalid("image without an ipco box")
    }
    let properties = try boxes(in: meta, from: ipco.start, to: ipco.end)
    var associated = Array(properties.indices)
    if let primary, let ipma = inner.first(where: { $0.type == "ipma" }) {
      associated = try propertyIndices(of: primary, in: meta, ipma).filter(
        properties.indices.contains)
    }
    guard
      let ispe = associated.first(where: { properties[$0].type == "ispe" }).map({ properties[$0] })
    else { throw .invalid("image without an ispe size") }
    var width = try number(meta, ispe.start + 4, 4, ispe.end)
    var height = try number(meta, ispe.start + 8, 4, ispe.end)
    if let irot = associated.first(where: { properties[$0].type == "irot" }).map({ properties[$0] }
    ),
      try byte(meta, irot.start, irot.end) & 1 == 1
    {
      swap(&width, &height)
    }
    return try facts(.heif, width, height)
  }

  /// The 0-based `ipco` indices `ipma` associates with `item`.
  private static func propertyIndices(
    of item: Int, in meta: [UInt8], _ ipma: (type: String, start: Int, end: Int)
  ) throws(HeaderBytes.Failure) -> [Int] {
    let version = try byte(meta, ipma.start, ipma.end)
    let wideIndices = try byte(meta, ipma.start + 3, ipma.end) & 1 == 1
    let entries = try number(meta, ipma.start + 4, 4, ipma.end)
    var offset = ipma.start + 8
    for _ in 0..<entries {
      let id = try number(meta, offset, version < 1 ? 2 : 4, ipma.end)
      offset += version < 1 ? 2 : 4
      let count = try byte(meta, offset, ipma.end)
      offset += 1
      var indices: [Int] = []
      for _ in 0..<count {
        let value = try number(meta, offset, wideIndices ? 2 : 1, ipma.end)
        offset += wideIndices ? 2 : 1
        // The top bit marks an essential property; 0 means no property.
        let index = value & (wideIndices ? 0x7FFF : 0x7F)
        if index > 0 { indices.append(index - 1) }
      }
      if id == item { return indices }
    }
    return []
  }

  /// The boxes between `from` and `to`: each one's type and where its content starts and ends.
  private static func boxes(
    in bytes: [UInt8], from: Int, to: Int
  ) throws(HeaderBytes.Failure) -> [(type: String, start: Int, end: Int)] {
    var result: [(type: String, start: Int, end: Int)] = []
    var offset = from
    while offset < to {
      var size = try number(bytes, offset, 4, to)
      guard offset + 8 <= to else { throw .truncated }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      var headerLength = 8
      if size == 1 {
        size = try number(bytes, offset + 8, 8, to)
        headerLength = 16
      } else if size == 0 {
        size = to - offset
      }
      guard size >= headerLength, size <= to - offset else { throw .invalid("box size of \(size)") }
      result.append((type, offset + headerLength, offset + size))
      offset += size
    }
    return result
  }

  private static func byte(_ bytes: [UInt8], _ offset: Int, _ end: Int) throws(HeaderBytes.Failure)
    -> Int
  {
    try number(bytes, offset, 1, end)
  }

  /// The big-endian number in `count` bytes at `offset`, which must end by `end`.
  private static func number(
    _ bytes: [UInt8], _ offset: Int, _ count: Int, _ end: Int
  ) throws(HeaderBytes.Failure) -> Int {
    guard offset >= 0, offset + count <= min(end, bytes.count) else { throw .truncated }
    // Eight-byte sizes above Int.max cannot be real; keep them from overflowing.
    let value = bytes[offset..<(offset + count)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    guard value <= UInt64(Int.max / 2) else { throw .invalid("size of \(value)") }
    return Int(value)
  }
}
