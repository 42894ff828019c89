#!/usr/bin/env python3
"""Instructions by object in a callgrind output file (events: Ir).

    own.py CALLGRIND_OUT PATTERN [PATTERN ...]

Prints two numbers: the run's total instructions and those executed in
objects whose path contains any PATTERN (the benchmark binary, which links
SlidingPages and its core statically, and the Swift runtime's libswift*
libraries). A cost line belongs to the function above it, and so to that
function's object, except the line after a "calls=" line: that is the
inclusive cost of a call, which the callee's own lines count already.
The benchmark's allocation counter (malloc, free, … wrapped in the binary
to count the core's allocations) runs for every allocation GTK makes too,
so its functions are not counted as ours; nor are the benchmark harness's
own functions (its Swift code, and the frame timer, pointer, label and
title helpers of bench.h), which HdyCarousel's harness, in C outside
libhandy, is not charged for either. The Swift runtime's functions are
counted by object wherever they were called from: the harness formats its
page labels and titles in C so that none of its own work runs there.
"""
import re
import sys

path, patterns = sys.argv[1], sys.argv[2:]
names = {}          # compressed id -> object path
current = None      # object of the function whose lines follow
function = ""       # the function whose lines follow
fnames = {}
ALLOCATOR = {"malloc", "free", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign", "valloc"}
HARNESS = {"sp_thread_cpu_ms", "sp_frame_timer_before", "sp_frame_timer_after", "sp_frame_timer_new",
           "sp_compare_doubles", "sp_quantile", "sp_park_pointer", "sp_send_pointer", "sp_label_set_page",
           "sp_page_title"}
HARNESS_PREFIX = "$s17SlidingPagesBench"   # the harness module's Swift symbols


def counted(fn):
    return fn not in ALLOCATOR and fn not in HARNESS and not fn.startswith(HARNESS_PREFIX)


counts = {}         # function name -> counted or not
skip_next = False
total = own = 0
mine = {}

def resolve(spec, table=names):
    m = re.match(r"\((\d+)\)(?: (.*))?", spec)
    if not m:
        return spec
    if m.group(2) is not None:
        table[m.group(1)] = m.group(2)
    return table.get(m.group(1), "?")

with open(path) as f:
    for line in f:
        c = line[0]
        if c.isdigit() or c in "+-*":
            if skip_next:
                skip_next = False
                continue
            parts = line.split()
            cost = int(parts[1]) if len(parts) > 1 else 0
            total += cost
            ok = counts.get(function)
            if ok is None:
                ok = counts[function] = counted(function)
            if current is not None and ok:
                hit = mine.get(current)
                if hit is None:
                    hit = mine[current] = any(p in current for p in patterns)
                if hit:
                    own += cost
        elif line.startswith("ob="):
            current = resolve(line[3:].strip())
        elif line.startswith("fn="):
            function = resolve(line[3:].strip(), fnames)
        elif line.startswith("cfn="):
            resolve(line[4:].strip(), fnames)
        elif line.startswith("cob="):
            resolve(line[4:].strip())   # names an object for later use
        elif line.startswith("calls="):
            skip_next = True
print(total, own)
