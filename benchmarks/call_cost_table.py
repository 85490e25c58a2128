"""The README's call-cost table, from `make bench-calls` output.

    make bench-calls | python3 benchmarks/call_cost_table.py

reads the "bench <binding> <call> <calls/s> <ns/call> -" lines and prints a
Markdown table with one row per binding (and C#'s UseWorkerThreads mode):
the call whose cost is the largest multiple of its bare FFI call (raw_*),
its cost and the bare call's, the ratio, and the range of the ratios of all
the binding's cheap calls. A call is paired with the raw line of its base
name: the name without the grid form (_list, _bytes, _str) or mode
(_workers; _direct in runs before 0.3.0), with count_solutions measured as
raw_count2 where a binding names it so. Lines without a raw partner (C#'s solve_text) are left out.
"""

import re
import sys

NAMES = {"cpp": "C++", "python": "Python", "csharp": "C#", "purego": "Go (purego)"}
SUFFIX = re.compile(r"_(list|bytes|str|workers|direct)$")
ALIASES = {"count_solutions": "count2", "format_line": "format"}  # raw names of older runs
MODES = {"_workers": " (UseWorkerThreads)", "_direct": " (direct)"}  # _direct: C# before 0.3.0


def read(lines):
    """{binding: {call: ns}} from the bench lines, in the order they came."""
    costs = {}
    for line in lines:
        f = line.split()
        if len(f) == 6 and f[0] == "bench" and f[1] in NAMES:
            costs.setdefault(f[1], {})[f[2]] = float(f[4])
    return costs


def pairs(calls):
    """(row name suffix, call, ns, raw ns) for each call with a raw partner."""
    out = []
    for call, ns in calls.items():
        if call.startswith("raw_"):
            continue
        base = SUFFIX.sub("", call)
        raw = calls.get("raw_" + base, calls.get("raw_" + ALIASES.get(base, "")))
        if raw is None:
            continue
        mode = next((m for suffix, m in MODES.items() if call.endswith(suffix)), "")
        out.append((mode, call, ns, raw))
    return out


def us(ns):
    return "%.2f µs" % (ns / 1000) if ns < 10000 else "%.0f µs" % (ns / 1000)


def table(costs):
    rows = ["| binding | costliest call | binding | raw FFI | ratio | all cheap calls |",
            "|---|---|---:|---:|---:|---|"]
    for binding, calls in costs.items():
        groups = {}
        for mode, call, ns, raw in pairs(calls):
            groups.setdefault(mode, []).append((ns / raw, call, ns, raw))
        for mode, group in sorted(groups.items()):
            worst = max(group)
            ratios = sorted(r for r, _, _, _ in group)
            rows.append("| %s%s | `%s` | %s | %s | %.1f× | %.1f-%.1f× (%d calls) |" % (
                NAMES[binding], mode, worst[1], us(worst[2]), us(worst[3]), worst[0], ratios[0], ratios[-1],
                len(group)))
    return "\n".join(rows)


if __name__ == "__main__":
    print(table(read(sys.stdin)))
