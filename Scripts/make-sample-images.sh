#!/usr/bin/env bash
# Writes the images of SampleAssets (and its copy in Examples/SampleAssetCatalog) with ImageMagick:
# small, labelled with their suffixes, coloured by scale, and sized so that every variant of an
# asset shows the same size in points, as the generator's checks want. The other sample files
# (nib, obj.gz, caf) are placeholders and are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
out=SampleAssets

# image FILE WIDTH HEIGHT SCALE LABEL
image() {
  local colour
  case $4 in 1) colour='#7a9cc6' ;; 2) colour='#6cbf84' ;; *) colour='#b48ad1' ;; esac
  convert -size "$2x$3" "xc:$colour" -fill white -gravity center \
    -pointsize $(($4 * 9)) -annotate 0 "$5" -strip -depth 8 "${@:6}" "$out/$1"
}

image Image1.png 32 32 1 1x
image Image1@2x.png 64 64 2 2x
image Image1@3x.png 96 96 3 3x
image Image1-568h@2x.png 64 64 2 568h
image Image1-667h@2x.png 64 64 2 667h
image Image1-736h@3x.png 96 96 3 736h
image Image1~ipad.png 48 48 1 ipad
image Image1@2x~ipad.png 96 96 2 ipad
image Image1~mac.png 32 32 1 mac
image Image1@2x~mac.png 64 64 2 mac
image Image2.png 32 32 1 1x
image Image2-hd.png 64 64 2 hd
image Image2-hd@2x.png 128 128 2 'hd 2x'
image Backgrounds/sky.jpg 160 120 1 sky -quality 60
image Backgrounds/sky@2x.jpg 320 240 2 sky -quality 60
image Backgrounds/sky-568h@2x.jpg 320 568 2 568h -quality 60
image Backgrounds/sky~tv.jpg 192 108 1 tv -quality 60
image Backgrounds/sky@2x~tv.jpg 384 216 2 tv -quality 60
image Characters/hero.png 40 40 1 1x
image Characters/hero@2x.png 80 80 2 2x
image Characters/hero@3x.png 120 120 3 3x
image Characters/hero~ipad.png 56 56 1 ipad
image Characters/hero@2x~ipad.png 112 112 2 ipad
image Characters/villain.png 40 40 1 1x
image Characters/villain-hd.png 80 80 2 hd
image Characters/villain-hd@2x.png 160 160 2 'hd 2x'
image Characters/Bosses/dragon.png 48 48 1 1x
image Characters/Bosses/dragon~iphone.png 48 48 1 phone
image Characters/Bosses/dragon@2x~iphone.png 96 96 2 phone
image Characters/Bosses/dragon-568h@2x~iphone.png 96 96 2 568h
image Characters/Bosses/dragon~ipad.png 64 64 1 ipad
# A HiDPI TIFF: one page per scale.
convert -size 40x40 'xc:#7a9cc6' -size 80x80 'xc:#6cbf84' -strip -compress lzw \
  "$out/Characters/hero.tiff"

rm -rf Examples/SampleAssetCatalog/SampleAssets
cp -R "$out" Examples/SampleAssetCatalog/SampleAssets
