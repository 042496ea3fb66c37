#!/usr/bin/env bash
# Regenerates the committed binary fixtures of the sandbox. Run once by hand, never at build time:
# it needs Debian's imagemagick and ffmpeg (apt-get install imagemagick ffmpeg), which the
# project does not require otherwise. The outputs are committed so nobody else needs the tools.
#
# The sandbox cannot recognise faces: it picks the outcome of a selfie by the image's width
# (see ../README.md), so each file below has the width that triggers its case.
set -euo pipefail
cd "$(dirname "$0")/.."
IM=/usr/bin/convert
FONT=DejaVu-Sans-Bold

# Draw commands of a cartoon face, appended to the array ARGS.
face() { # $1 = centre x, $2 = centre y, $3 = radius
  local x=$1 y=$2 r=$3
  ARGS+=(-fill '#f1c27d' -stroke '#8d5524' -strokewidth 3 -draw "circle $x,$y $((x + r)),$y")
  ARGS+=(-fill '#3b2a1a' -stroke none -draw "circle $((x - r / 3)),$((y - r / 5)) $((x - r / 3 + r / 10)),$((y - r / 5))")
  ARGS+=(-draw "circle $((x + r / 3)),$((y - r / 5)) $((x + r / 3 + r / 10)),$((y - r / 5))")
  ARGS+=(-fill none -stroke '#7a2e1f' -strokewidth 4 -draw "arc $((x - r / 2)),$((y)) $((x + r / 2)),$((y + r / 2)) 20,160")
}
label() { ARGS+=(-font "$FONT" -pointsize 20 -fill "$1" -stroke none -annotate "+14+$2" "$3"); }

# 480x640 (portrait), one face → a successful search (Done).
ARGS=(-size 480x640 gradient:'#cfe8ff'-'#6aa7d8'); face 240 300 150; label '#1b3550' 620 'Racelens sandbox: face'
$IM "${ARGS[@]}" -quality 85 demo-selfies/face.jpg
ARGS=(-size 640x480 gradient:'#ffe6cc'-'#e39b5b'); face 320 230 140; label '#4a2a10' 462 'Racelens sandbox: face (PNG)'
$IM "${ARGS[@]}" -depth 8 demo-selfies/face.png

# 601 px wide: a landscape with no face → NoFace.
$IM -size 601x400 gradient:'#bfe3ff'-'#f6f1d5' \
  -fill '#5c8a3a' -draw "polygon 0,400 0,260 150,200 320,270 470,210 601,250 601,400" \
  -fill '#ffd45c' -draw "circle 480,90 520,90" \
  -font $FONT -pointsize 20 -fill '#23401a' -annotate +14+385 'Racelens sandbox: no face' \
  -quality 85 demo-selfies/no-face.jpg

# 602 px wide: three faces → SeveralFaces.
ARGS=(-size 602x400 gradient:'#e0d7ff'-'#9a86d8'); face 120 190 80; face 301 170 90; face 482 190 80
label '#2b1f55' 385 'Racelens sandbox: several faces'
$IM "${ARGS[@]}" -quality 85 demo-selfies/several-faces.jpg

# 603 px wide: the recognition service fails → Failed ('Error occurred / Try Again Later').
$IM -size 603x400 plasma:'#777777'-'#333333' -blur 0x6 \
  -font $FONT -pointsize 20 -fill '#ffffff' -annotate +14+385 'Racelens sandbox: recognition error' \
  -quality 85 demo-selfies/error.jpg

# A short clip every sandbox video points at (H.264 + faststart so browsers stream it).
ffmpeg -y -loglevel error -f lavfi -i "testsrc2=size=640x360:rate=25:duration=6" \
  -vf "drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:text='Racelens sandbox video':fontcolor=white:fontsize=32:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-text_w)/2:y=h-70" \
  -c:v libx264 -preset veryslow -crf 36 -pix_fmt yuv420p -movflags +faststart -an media/assets/demo-video.mp4
ls -l demo-selfies media/assets
