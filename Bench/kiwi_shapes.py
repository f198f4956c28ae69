#!/usr/bin/env python3
"""Solves each constraint system `trellis bench shapes --export DIR` wrote
with kiwi (kiwisolver from PyPI: `pip install kiwisolver`), from scratch:
a new solver, every constraint added, edits suggested, values updated. That
is the anchor of issue 22: Trellis's whole layout pass (building the views
included) against kiwi's solve of the same system.

    python3 Bench/kiwi_shapes.py DIR [TRELLIS_JSON]

TRELLIS_JSON is the output of `trellis bench shapes --json --export DIR`;
with it, each line also shows Trellis's time from scratch and the ratio
(Trellis / kiwi: below 1 means the whole Trellis pass is faster than
kiwi's solve alone).

Priorities map to kiwi strengths as they are (1000 is required; p below
1000 is a weight of p). Nothing of kiwi is committed to the repository.
"""
import glob
import json
import os
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.exit("kiwi_shapes.py needs kiwisolver: pip install kiwisolver")


def load(path):
    with open(path) as handle:
        return json.load(handle)


def solve(system):
    variables = {}

    def var(name):
        found = variables.get(name)
        if found is None:
            found = variables[name] = kiwi.Variable(name)
        return found

    solver = kiwi.Solver()
    for edit in system.get("edits", []):
        variable = var(edit["var"])
        solver.addEditVariable(variable, float(edit.get("priority", 750)))
        solver.suggestValue(variable, float(edit["value"]))
    skipped = 0
    for row in system["constraints"]:
        expression = kiwi.Expression([kiwi.Term(var(t["var"]), float(t.get("coef", 1))) for t in row["terms"]],
                                     float(row.get("constant", 0)))
        op = row["op"]
        if op == "==":
            constraint = expression == 0
        elif op == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        priority = float(row.get("priority", 1000))
        strength = kiwi.strength.required if priority >= 1000 else priority
        try:
            solver.addConstraint(constraint | strength)
        except kiwi.UnsatisfiableConstraint:
            skipped += 1
    solver.updateVariables()
    return skipped


def time_solve(system, budget=1.0, minimum=3, maximum=51):
    samples = []
    start = time.perf_counter()
    while len(samples) < minimum or (time.perf_counter() - start < budget and len(samples) < maximum):
        begin = time.perf_counter()
        skipped = solve(system)
        samples.append(time.perf_counter() - begin)
    return statistics.median(samples) * 1e6, skipped, len(samples)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    trellis = {}
    if len(sys.argv) > 2:
        with open(sys.argv[2]) as handle:
            for line in handle:
                line = line.strip()
                if line.startswith("{"):
                    entry = json.loads(line)
                    trellis[os.path.basename(entry.get("export", ""))] = entry
    files = sorted(glob.glob(os.path.join(folder, "*.json")),
                   key=lambda p: (os.path.basename(p).rsplit("-", 1)[0], int(os.path.basename(p).rsplit("-", 1)[1][:-5])))
    if not files:
        sys.exit(f"no exported systems in {folder}: run trellis bench shapes --export {folder}")
    print(f"{'system':<22} {'constraints':>11} {'kiwi (ms)':>10} {'trellis (ms)':>13} {'trellis/kiwi':>13}  kiwi skipped")
    for path in files:
        system = load(path)
        micros, skipped, _ = time_solve(system)
        name = os.path.basename(path)
        entry = trellis.get(name)
        ours = f"{entry['scratch_us'] / 1000:13.2f}" if entry else f"{'-':>13}"
        ratio = f"{entry['scratch_us'] / micros:13.2f}" if entry else f"{'-':>13}"
        print(f"{name[:-5]:<22} {len(system['constraints']):>11} {micros / 1000:10.2f} {ours} {ratio}  {skipped}")


if __name__ == "__main__":
    main()
