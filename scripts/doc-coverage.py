#!/usr/bin/python3
"""Every public symbol of SlidingPages, SlidingPagesCore and SlidingPagesGtk4 is documented:
reads the symbol graphs (`swift package dump-symbol-graph`) and fails,
naming each undocumented symbol. A protocol's default implementation counts
as documented by its requirement; synthesized members are skipped."""
import json
import os
import sys

graphs = sys.argv[1]
failed = False
for module, enforced in (("SlidingPages", True), ("SlidingPagesCore", True), ("SlidingPagesGtk4", True)):
    graph = json.load(open(os.path.join(graphs, f"{module}.symbols.json")))
    defaults = {r["source"] for r in graph["relationships"] if r["kind"] == "defaultImplementationOf"}
    public = [s for s in graph["symbols"] if s["accessLevel"] in ("public", "open")]
    # Synthesized members (hashValue of an enum) have no place in the source to document.
    missing = [s for s in public if not s.get("docComment") and s["identifier"]["precise"] not in defaults and s.get("location")]
    print(f"{module}: {len(public) - len(missing)} of {len(public)} public symbols documented"
          + ("" if enforced else " (reported, not enforced)"))
    if enforced and missing:
        failed = True
        for s in missing:
            where = s.get("location", {})
            print(f"  undocumented: {'.'.join(s['pathComponents'])} ({where.get('uri', '?').split('/')[-1]}:"
                  f"{where.get('position', {}).get('line', 0) + 1})")
sys.exit(1 if failed else 0)
