import StandardPathsCore

/// The worked examples of the resolution reference, as data the tests run in several ways.
enum ReferenceExamples {
  static let files = [
    "Image1.png", "Image1@2x.png", "Image1@3x.png", "Image1-568h@2x.png", "Image1-667h@2x.png",
    "Image1-736h@3x.png", "Image1~ipad.png", "Image1@2x~ipad.png", "Image1~mac.png",
    "Image1@2x~mac.png", "Image2.png", "Image2-hd.png", "Image2-hd@2x.png", "ViewController.nib",
    "ViewController-568h.nib", "ViewController~ipad.nib",
  ]

  /// Device name → (Image1.png, Image2.png, ViewController of type nib).
  static let answers: [String: (String, String, String)] = [
    "iphone": ("Image1.png", "Image2.png", "ViewController.nib"),
    "iphone-retina": ("Image1@2x.png", "Image2-hd.png", "ViewController.nib"),
    "iphone-568h": ("Image1-568h@2x.png", "Image2-hd.png", "ViewController-568h.nib"),
    "iphone-667h": ("Image1-667h@2x.png", "Image2-hd.png", "ViewController-568h.nib"),
    "iphone-736h": ("Image1-736h@3x.png", "Image2-hd.png", "ViewController-568h.nib"),
    "iphone-812h": ("Image1@3x.png", "Image2-hd.png", "ViewController.nib"),
    "ipad": ("Image1~ipad.png", "Image2-hd.png", "ViewController~ipad.nib"),
    "ipad-retina": ("Image1@2x~ipad.png", "Image2-hd@2x.png", "ViewController~ipad.nib"),
    "mac": ("Image1~mac.png", "Image2-hd.png", "ViewController.nib"),
    "mac-retina": ("Image1@2x~mac.png", "Image2-hd@2x.png", "ViewController.nib"),
    // The reference leaves TV out of its table; these follow from its candidate order (pad rules,
    // `~tv` idiom), checked by hand.
    "tv": ("Image1.png", "Image2-hd.png", "ViewController.nib"),
    "tv-retina": ("Image1@2x.png", "Image2-hd@2x.png", "ViewController.nib"),
  ]

  /// The "more" examples: files → device name → answer.
  static let scaleOnly = (
    files: ["foo.png", "foo@2x.png", "foo@3x.png"],
    answers: [
      "iphone": "foo.png", "ipad": "foo.png", "mac": "foo.png", "iphone-retina": "foo@2x.png",
      "iphone-568h": "foo@2x.png", "iphone-667h": "foo@2x.png", "ipad-retina": "foo@2x.png",
      "mac-retina": "foo@2x.png", "iphone-736h": "foo@3x.png", "iphone-812h": "foo@3x.png",
    ]
  )

  static let models = (
    files: ["model.obj.gz", "model@2x.obj.gz", "model~ipad.obj.gz"],
    answers: [
      "ipad": "model~ipad.obj.gz", "ipad-retina": "model~ipad.obj.gz",
      "iphone-retina": "model@2x.obj.gz", "iphone-568h": "model@2x.obj.gz",
      "iphone-667h": "model@2x.obj.gz", "iphone-736h": "model@2x.obj.gz",
      "iphone-812h": "model@2x.obj.gz", "mac-retina": "model@2x.obj.gz",
    ]
  )

  /// The reference's "first eight candidates" table for `N.png`.
  static let firstCandidates: [String: [String]] = [
    "iphone": [
      "N-480h~iphone.png", "N-480h@2x~iphone.png", "N-480h@3x~iphone.png", "N~iphone.png",
      "N@2x~iphone.png", "N@3x~iphone.png", "N-480h.png", "N-480h@2x.png",
    ],
    "iphone-568h": [
      "N-568h@2x~iphone.png", "N-568h@3x~iphone.png", "N-568h-hd~iphone.png", "N@2x~iphone.png",
      "N@3x~iphone.png", "N-hd~iphone.png", "N-568h~iphone.png", "N~iphone.png",
    ],
    "iphone-736h": [
      "N-736h@3x~iphone.png", "N-736h@2x~iphone.png", "N-736h-hd~iphone.png",
      "N-568h@3x~iphone.png", "N-568h@2x~iphone.png", "N-568h-hd~iphone.png", "N@3x~iphone.png",
      "N@2x~iphone.png",
    ],
    "ipad": [
      "N-hd-1024h~ipad.png", "N-hd-1024h@2x~ipad.png", "N-hd-1024h@3x~ipad.png",
      "N-1024h~ipad.png", "N-1024h@2x~ipad.png", "N-1024h@3x~ipad.png", "N-hd~ipad.png",
      "N-hd@2x~ipad.png",
    ],
    "mac": [
      "N-hd~mac.tiff", "N-hd~mac.png", "N-hd@2x~mac.png", "N-hd@3x~mac.png", "N~mac.tiff",
      "N~mac.png", "N@2x~mac.png", "N@3x~mac.png",
    ],
  ]
}
