import Dispatch
import StandardPaths
import TestSupport
import Testing

@Suite("The current device")
struct CurrentDeviceTests {
  /// Writers race to set the device while readers read it; after every round the device and the
  /// known device column that routes typed lookups must name the same device, and every read must
  /// be one of the written devices. Storing the column apart from the device left them
  /// disagreeing in 7 to 11 of 200,000 rounds here.
  @Test func writersNeverLeaveTheDeviceAndItsColumnApart() {
    let setting = CurrentDeviceSetting(.mac)
    let devices = Device.knownDevices
    var disagreements = 0
    let strangers = Locked(0)
    for round in 0..<200_000 {
      DispatchQueue.concurrentPerform(iterations: 4) { worker in
        if worker < 2 {
          setting.value = devices[(round + worker * 5) % devices.count]
        } else if !devices.contains(setting.value) {
          strangers.withLock { $0 += 1 }
        }
      }
      if devices[setting.tableColumn] != setting.value { disagreements += 1 }
    }
    #expect(disagreements == 0)
    #expect(strangers.withLock { $0 } == 0)
  }

  @Test func aCustomDeviceHasNoColumn() {
    let setting = CurrentDeviceSetting(.iphone)
    setting.value = Device(idiom: .phone, scale: 2, screenSize: .init(width: 1, height: 2))
    #expect(setting.tableColumn == -1)
    setting.value = .ipadRetina
    #expect(setting.tableColumn == 7)
  }

  /// Where the default cannot be right (an iPhone is not a Mac), reading it unset says so once;
  /// a set device, or a platform where the default is right, says nothing.
  @Test func readingAWrongDefaultSaysSoOnce() {
    let messages = Locked<[String]>([])
    let warn: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
    let wrong = CurrentDeviceSetting(.mac, defaultIsRight: false, warn: warn)
    #expect(wrong.value == .mac)
    #expect(wrong.value == .mac)
    #expect(messages.withLock { $0.count } == 1)
    #expect(messages.withLock { $0.first?.contains("set Device.current at launch") } == true)
    let set = CurrentDeviceSetting(.mac, defaultIsRight: false, warn: warn)
    set.value = .iphone568h
    #expect(set.value == .iphone568h)
    let right = CurrentDeviceSetting(.mac, defaultIsRight: true, warn: warn)
    #expect(right.value == .mac)
    #expect(messages.withLock { $0.count } == 1)
  }

  /// Unset, the device is the screen's, read once; a device the app sets wins, before the
  /// screen is read or after.
  @Test func theScreenIsReadOnceAndASetDeviceWins() {
    let reads = Locked(0)
    let screen: @Sendable () -> Device? = {
      reads.withLock { $0 += 1 }
      return .iphone16
    }
    let setting = CurrentDeviceSetting(.mac, defaultIsRight: false, screen: screen) { _ in
      Issue.record("no warning when the screen answers")
    }
    #expect(setting.value == .iphone16)
    #expect(setting.tableColumn == Device.knownDevices.firstIndex(of: .iphone16))
    #expect(setting.value == .iphone16)
    #expect(reads.withLock { $0 } == 1)
    setting.value = .ipadRetina
    #expect(setting.value == .ipadRetina)

    let setFirst = CurrentDeviceSetting(.mac, defaultIsRight: false, screen: screen)
    setFirst.value = .tv
    #expect(setFirst.value == .tv)
    #expect(reads.withLock { $0 } == 1, "a set device needs no screen")
  }

  /// A screen that cannot be asked (off the main thread, or before a visionOS app's first window
  /// scene) leaves the default, says why once, and is asked again by the next read.
  @Test func aScreenThatCannotBeAskedIsAskedAgain() {
    let answer = Locked<Device?>(nil)
    let messages = Locked<[String]>([])
    let setting = CurrentDeviceSetting(
      .mac, defaultIsRight: false, screen: { answer.withLock { $0 } },
      warn: { message in messages.withLock { $0.append(message) } })
    #expect(setting.value == .mac)
    #expect(setting.value == .mac)
    #expect(messages.withLock { $0.count } == 1)
    #expect(messages.withLock { $0.first?.contains("before the screen could be read") } == true)
    answer.withLock { $0 = .ipadAir }
    #expect(setting.value == .ipadAir)
    answer.withLock { $0 = .tv }
    #expect(setting.value == .ipadAir, "the first answer is kept")
  }

  /// A Mac read before the application object exists gets nil from the screen: the default
  /// answers, nothing is kept, and no warning is written, since a desktop is the default; the
  /// first device the screen gives is then kept.
  @Test func aDeviceReadBeforeTheScreenIsDefinedIsNotKept() {
    let answers = Locked<[Device?]>([nil, nil, .macRetina, .mac])
    let reads = Locked(0)
    let setting = CurrentDeviceSetting(
      .mac, defaultIsRight: true,
      screen: {
        reads.withLock { $0 += 1 }
        return answers.withLock { $0.removeFirst() }
      },
      warn: { _ in Issue.record("no warning where the default is right") })
    #expect(setting.value == .mac)
    #expect(setting.value == .mac)
    #expect(setting.value == .macRetina)
    #expect(setting.value == .macRetina, "the first device is kept")
    #expect(reads.withLock { $0 } == 3)
  }

  /// A visionOS app's device comes from its window scenes' display scales: none, or only
  /// unspecified ones (UIKit's 0), give no device, so nothing is kept; the first specified one
  /// gives the vision idiom's device (read as a pad) at that scale, without a screen size.
  @Test func windowScenesGiveADeviceOnceOneHasAScale() {
    let vision = 6
    #expect(Device(userInterfaceIdiom: vision, windowDisplayScales: []) == nil)
    #expect(Device(userInterfaceIdiom: vision, windowDisplayScales: [0, 0]) == nil)
    let device = Device(userInterfaceIdiom: vision, windowDisplayScales: [0, 2, 1])
    #expect(device == Device(idiom: .pad, scale: 2))
    #expect(device?.screenSize == nil)
  }
}
