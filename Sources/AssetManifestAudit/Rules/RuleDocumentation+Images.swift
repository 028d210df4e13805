import AssetManifestGenerator

extension Rule.ID.Images {
  /// The texts of the rules of what the files hold: image sizes, damaged headers and copies.
  var documentation: RuleDocumentation {
    switch self {
    case .pointSizeMismatch:
      RuleDocumentation(
        summary: "variants that differ only in scale show different sizes in points (±1 px)",
        example: "`hero@2x.png is 100×100 px; hero.png (64×64 at 1x) implies 128×128`",
        fix: "resize the image to the size the message names, or give it the scale suffix of its "
          + "size")
    case .heightVariantOversized:
      RuleDocumentation(
        summary: "a `-NNNh` variant is larger in points than the screen its suffix names",
        example: "`bg-568h@2x.png` of 640×1200 px: 600 points, taller than 568",
        fix: "resize it to fit the screen, or remove the suffix")
    case .imageDamaged:
      RuleDocumentation(
        summary: "an image's header is cut short or impossible, or the file is empty",
        example:
          "a PNG that ends inside its header; a side of 0, or beyond the format's limit (PNG "
          + "2³¹−1, JPEG and GIF 65,535); more than 2³¹ pixels; a 0-byte `.png`: each names the "
          + "numbers it claims",
        fix: "export the image again, or remove the file")
    case .gitLFSPointer:
      RuleDocumentation(
        summary:
          "a resource is a Git LFS pointer: the checkout did not fetch the file, so the app "
          + "would ship a few lines of text in its place",
        example:
          "`hero@2x.png` that starts `version https://git-lfs.github.com/spec/v1`, as every "
          + "file tracked by Git LFS does in a clone made without it (a CI checkout that leaves "
          + "out `lfs: true`)",
        fix: "run `git lfs pull`, or fetch the LFS files in the CI checkout; turn the rule off for "
          + "a job that checks names only")
    case .fontNamesUnreadable:
      RuleDocumentation(
        summary: "a font file's PostScript name and family cannot be read from its `name` table",
        example:
          "a `.ttf` cut short inside its table directory; a `name` table whose strings lie past "
          + "the end of the file; a font with no name 6: its constant then has no font names; a "
          + "`.ttc` of more than 64 fonts: those after the 64th have none",
        fix: "export the font again, or remove the file (split a large collection)")
    case .scaledUp:
      RuleDocumentation(
        summary: "an asset is scaled up on some device (off unless the configuration turns it on)",
        example:
          #"`u.png`, `u@2x.png`: the 3x phones get `u@2x.png`; on with `"rules": {"scaled-up": "#
          + #""warning"}` or `"warnUpscaled": true`"#,
        fix: "add a variant for that scale, or leave the rule off when it is meant")
    case .duplicateContents:
      RuleDocumentation(
        summary: "two assets hold the same bytes",
        example: "`icon-copy.png` and `icon.png`: names both",
        fix: "delete one copy and use the other asset's constant in both places, so that the app "
          + "ships and loads the image once")
    case .duplicateScale:
      RuleDocumentation(
        summary: "two scales of one asset hold the same bytes",
        example:
          "`hero@3x.png` that is `hero@2x.png`: one image drawn at the wrong size on one scale",
        fix: "export each scale at its own size")
    }
  }
}
