#!/usr/bin/env bash
# Renders catan-desk.svg to the PNG sizes kept beside it (run after changing
# the SVG; tst_desktop_files fails while a PNG differs from its rendering).
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 22 24 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" catan-desk.svg -o "catan-desk-$size.png"
done
