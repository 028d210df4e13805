extension CatalogContents {
  /// The keys written in each entry of a top-level list (`images`, `colors`), as
  /// `JSONObjectKeys` reads them, so that a finding about an entry points at its line.
  struct EntryKeys {
    /// The keys of each entry, by index, its inner objects' too; none for an empty object.
    private var byEntry: [[JSONObjectKeys.Key]]
    /// The line of the list's own key, where a finding about an entry without keys points.
    let listLine: Int

    /// The keys of `keys` (a whole file's) inside the entries of the top-level list `list`,
    /// whose `entries` JSONSerialization read.
    init(_ keys: [JSONObjectKeys.Key], list: String, entries: [[String: Any]], listLine: Int) {
      self.listLine = listLine
      byEntry = Array(repeating: [], count: entries.count)
      guard let start = keys.firstIndex(where: { $0.depth == 1 && $0.name == list }) else {
        return
      }
      // The top-level object is depth 1, the list 2, its entries 3.
      let inside = keys[(start + 1)...].prefix { $0.depth > 1 }
      var objects: [Int] = []
      for key in inside where key.depth == 3 && objects.last != key.object {
        objects.append(key.object)
      }
      // Only an entry with a key has one at the entries' depth: the k-th such object is the
      // k-th entry that is no empty object.
      let keyed = entries.indices.filter { !entries[$0].isEmpty }
      guard objects.count == keyed.count, !objects.isEmpty else { return }
      // Objects and lists are numbered as they open, so an entry's inner ones have the numbers
      // from its own up to the next entry's, and its keys come before the next entry's: one
      // pass (a file of a thousand entries and a hundred thousand keys is no quadratic walk).
      var entry = 0
      for key in inside {
        while entry + 1 < objects.count, key.object >= objects[entry + 1] { entry += 1 }
        byEntry[keyed[entry]].append(key)
      }
    }

    /// The keys written inside entry `index`.
    subscript(index: Int) -> [JSONObjectKeys.Key] { byEntry[index] }

    /// The line of the first key `name` at `depth` in entry `index`, else of the entry's first
    /// key, else of the list.
    func line(of name: String, depth: Int, entry index: Int) -> Int {
      let keys = byEntry[index]
      return keys.first { $0.name == name && $0.depth == depth }?.line ?? keys.first?.line
        ?? listLine
    }
  }
}
