"""Prints "dark" or "light" for a snapshot of the sample: the mean lightness
of the sidebar's empty lower part (Adwaita's light sidebar is near white,
its dark one near black)."""
import sys

from snapshot_check import read_png

width, height, bpp, rows = read_png(sys.argv[1])
total = count = 0
for y in range(int(height * 0.75), int(height * 0.95)):
    row = rows[y]
    for x in range(10, 150, 4):
        total += sum(row[x * bpp:x * bpp + 3]) / 3
        count += 1
print("dark" if total / count < 110 else "light")
