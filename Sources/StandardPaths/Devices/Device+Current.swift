import Synchronization

extension Device {
  /// The device that lookups use when none is given.
  ///
  /// It starts as `Device.mac`, the 1× desktop: the runtime never links UIKit or AppKit, so it
  /// cannot ask the screen. An iOS or tvOS app sets it once at launch, for example
  /// `Device.current = Device(idiom: .phone, scale: UIScreen.main.scale, screenSize: ...)`.
  /// Reading it is a lock-free load, so generated lookups stay table reads.
  public static var current: Device {
    get { currentDevice.withLock { $0 } }
    set {
      currentDevice.withLock { $0 = newValue }
      currentCatalogueIndex.store(newValue.tableColumn, ordering: .releasing)
    }
  }

  /// `current`'s catalogue index, or -1 for a custom device: what generated lookups read.
  static var currentIndex: Int { currentCatalogueIndex.load(ordering: .acquiring) }
}

private let currentDevice = Mutex(Device.mac)
private let currentCatalogueIndex = Atomic<Int>(Device.mac.tableColumn)
