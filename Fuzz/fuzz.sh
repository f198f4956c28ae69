#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer (release, -O) and runs each in turn
# for FUZZ_SECONDS. See FUZZING.md.
#
#   Fuzz/fuzz.sh [TARGET...]             solver, storyboard, image (default: all)
#   Fuzz/fuzz.sh --minimize TARGET FILE  shrinks a crash input into Fuzz/Findings/
#
# Environment: FUZZ_SECONDS (default 1800, per target), FUZZ_SEED (a fixed
# seed, for repeatable smoke runs), FUZZ_TIMEOUT (seconds one input may take
# before it counts as a hang, default 20), FUZZ_SANITIZERS (default
# "fuzzer"; "fuzzer,address" adds AddressSanitizer), FUZZ_SCRATCH (default
# .build-fuzz), FUZZ_KEEP_GOING (set: go on after a crash, to collect
# several), FUZZ_OPTIONS (more libFuzzer options), FUZZ_RUNS (stop each
# target after this many inputs, e.g. "solver=8000 storyboard=30000", and
# start from the committed seeds alone, so that the run's length does not
# depend on the machine's speed or on what earlier runs kept), SWIFT.
#
# FUZZ_COUNT_REPORTED_MISSES (set: the solver target counts the misses in
# well-scaled systems that the solver itself reports, instead of trapping on
# them; `make fuzz-smoke` sets it, see Fuzz/Findings/README.md).
#
# A crash, hang or memory blow-up leaves its input in Fuzz/Crashes/ and the
# run ends with status 1, naming each input and its stack.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1

SWIFT=${SWIFT:-swift}
seconds=${FUZZ_SECONDS:-1800}
timeout=${FUZZ_TIMEOUT:-20}
scratch=${FUZZ_SCRATCH:-.build-fuzz}
sanitizers=${FUZZ_SANITIZERS:-fuzzer}
all_targets=(solver storyboard image)

build_flags=(-c release --scratch-path "$scratch" -Xswiftc -parse-as-library -Xswiftc -DLIBFUZZER -Xswiftc -g)
# --sanitize links each runtime, but SwiftPM passes one -sanitize= per
# sanitizer and swiftc instruments for the last only; the combined flag,
# which comes after them, instruments for all.
for sanitizer in ${sanitizers//,/ }; do build_flags+=(--sanitize "$sanitizer"); done
build_flags+=(-Xswiftc "-sanitize=$sanitizers")
# The tableau's invariant check comes with CASSOWARY_INVARIANTS; until
# Cassowary has it, the flag would not compile, so it is added only then.
if [ -z "${FUZZ_SKIP_INVARIANTS:-}" ] && grep -q "func checkInvariants" Sources/Cassowary/*.swift; then
    build_flags+=(-Xswiftc -DCASSOWARY_INVARIANTS)
    invariants="with Cassowary's invariant check"
else
    invariants="without Cassowary's invariant check (Solver.checkInvariants() does not exist yet)"
fi

build() {
    echo "== building fuzz-$1 (release, -sanitize=$sanitizers, $invariants)"
    "$SWIFT" build "${build_flags[@]}" --product "fuzz-$1"
}

binary() {
    echo "$scratch/release/fuzz-$1"
}

# The Swift backtracer would catch the fatal signal before libFuzzer could
# save the input; with it off, libFuzzer writes the input and then exits.
# Deterministic hashing keeps Swift's per-process hash seed out of the
# target's coverage, so two runs from one seed stay alike for longer; they
# still part after some thousands of inputs (libFuzzer's own state).
run_libfuzzer() {
    SWIFT_DETERMINISTIC_HASHING=1 SWIFT_BACKTRACE=enable=no nice -n 10 "$@"
}

# Runs a saved input once more with the Swift backtracer on, for a stack
# with file:line (the build has -g). The subshell keeps bash's own note of
# the signal out of the report.
show_stack() {
    local output
    output=$(SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,sanitize=yes "$(binary "$1")" "$2" 2>&1; true)
    grep -E "Fatal error|crashed:|^ *[0-9]+ .* at /" <<<"$output" | grep -v "/llvm-project/" | head -25
}

# Where an input traps: the first frame below the signal handler and the
# runtime's own frames, demangled. Fast (no Swift backtrace), for grouping.
signature() {
    SWIFT_BACKTRACE=enable=no "$(binary "$1")" "$2" 2>&1 |
        grep -E '^ +#[0-9]+ 0x' |
        grep -vE 'sanitizer|fuzzer::|libc\.so|_assertionFailure|fatalError|swift_|\(/lib/' | head -1 |
        sed -E 's/^ +#[0-9]+ 0x[0-9a-f]+ in ([^ ]+) (.*)$/\1 \2/; s#/work/[^ ]*/Sources/#Sources/#' |
        "$SWIFT" demangle --simplified | cut -c1-220
}

# Groups the inputs a run saved by where they trap and shows one stack per
# place: a long run can save hundreds of inputs for one bug.
report() {
    local target=$1 input sig
    shift
    [ $# -eq 0 ] && return
    declare -A count example
    local order=()
    # Rerunning each input takes a second or more (far more with ASan), so a
    # run that saved hundreds groups the first 40 and counts the rest.
    local grouped=("${@:1:40}")
    if [ $# -gt 40 ]; then
        echo "$target saved $# inputs; grouping the first 40 (all are in Fuzz/Crashes/)"
    fi
    for input in "${grouped[@]}"; do
        sig=$(signature "$target" "$input")
        [ -z "$sig" ] && sig="(no stack: $(basename "$input" | sed "s/^$target-//; s/-.*//"))"
        [ -z "${count[$sig]:-}" ] && { order+=("$sig"); example[$sig]=$input; count[$sig]=0; }
        count[$sig]=$((count[$sig] + 1))
    done
    for sig in "${order[@]}"; do
        local stack what
        stack=$(show_stack "$target" "${example[$sig]}")
        what=$(grep -m1 -oE "Fatal error: .*" <<<"$stack" || echo "$sig")
        echo "FOUND in $target, ${count[$sig]} input(s): $what"
        echo "  at: $sig"
        echo "  input: ${example[$sig]}"
        echo "  replay without libFuzzer: swift run fuzz-$target ${example[$sig]}"
        sed 's/^/  /' <<<"$stack"
        failures+=("$target: ${example[$sig]} and $((count[$sig] - 1)) more ($what)")
    done
}

# The FUZZ_RUNS count for a target ("" when none is given).
runs_for() {
    local entry
    for entry in ${FUZZ_RUNS:-}; do
        [ "${entry%%=*}" = "$1" ] && { echo "${entry#*=}"; return; }
    done
}

fuzz() {
    local target=$1 log="$scratch/fuzz-logs/$1.log"
    local corpus="$scratch/corpus/$target" runs
    runs=$(runs_for "$target")
    # A counted run starts from the committed seeds only: what earlier runs
    # kept on this machine would make it a longer reach than CI's.
    if [ -n "$runs" ]; then corpus="$scratch/corpus-counted/$target"; rm -rf "$corpus"; fi
    mkdir -p "$corpus" Fuzz/Crashes "$(dirname "$log")"
    # -close_fd_mask=3 sends the target's own output (the loaders' reports)
    # to /dev/null; libFuzzer keeps its own, and show_stack reruns a crash.
    local options=(-max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=4096 -close_fd_mask=3
                   -artifact_prefix="Fuzz/Crashes/$target-" -print_final_stats=1)
    [ -f "Fuzz/Dictionaries/$target.dict" ] && options+=(-dict="Fuzz/Dictionaries/$target.dict")
    [ -n "${FUZZ_SEED:-}" ] && options+=(-seed="$FUZZ_SEED")
    [ -n "$runs" ] && options+=(-runs="$runs")
    # Any other libFuzzer options, e.g. -only_ascii=1 to keep storyboards clear
    # of invalid UTF-8, or -jobs=2.
    read -r -a extra <<<"${FUZZ_OPTIONS:-}"
    options+=("${extra[@]}")
    # libFuzzer stops at the first crash unless it runs inputs in a child
    # process, which can die and be replaced.
    [ -n "${FUZZ_KEEP_GOING:-}" ] && options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    echo "== fuzzing $target for ${runs:+$runs inputs or }${seconds}s (new inputs kept in $corpus, log in $log)"
    local started misses=""
    started=$(mktemp)
    if [ -n "${FUZZ_COUNT_REPORTED_MISSES:-}" ] && [ "$target" = solver ]; then
        misses="$scratch/fuzz-logs/solver-reported-misses.log"
        rm -f "$misses"
        export FUZZ_REPORTED_MISS_LOG="$root/$misses"
    fi
    # New inputs go to the first folder; the committed seeds stay as they are.
    run_libfuzzer "$(binary "$target")" "${options[@]}" "$corpus" "Fuzz/Corpus/$target" >"$log" 2>&1
    local status=$?
    unset FUZZ_REPORTED_MISS_LOG
    if [ -n "$misses" ]; then
        local count=0
        [ -f "$misses" ] && count=$(wc -l <"$misses")
        echo "solver: $count reported miss(es) in well-scaled systems (open finding, Fuzz/Findings/README.md; listed in $misses)"
    fi
    grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb)|Done [0-9]+ runs" "$log" | tail -3
    if [ -n "$runs" ] && [ $status -eq 0 ] && ! grep -q "^Done $runs runs" "$log"; then
        echo "note: $target stopped at ${seconds}s before its $runs inputs: this machine ran fewer than a faster one would"
    fi
    local found
    mapfile -t found < <(find Fuzz/Crashes -maxdepth 1 -name "$target-*" -newer "$started" | sort)
    rm -f "$started"
    report "$target" "${found[@]}"
    if [ ${#found[@]} -eq 0 ] && [ $status -ne 0 ]; then
        echo "fuzz-$target exited with status $status and saved no input; see $log"
        failures+=("$target: status $status, see $log")
    fi
}

minimize() {
    local target=$1 input=$2 name
    name="$target-$(basename "$input" | sed "s/^$target-//")"
    mkdir -p Fuzz/Findings
    build "$target" || exit 1
    run_libfuzzer "$(binary "$target")" -minimize_crash=1 -max_total_time="${FUZZ_SECONDS:-120}" -timeout="$timeout" \
        -exact_artifact_path="Fuzz/Findings/$name" "$input" 2>&1 | grep -E "CRASH_MIN|Test unit written" | tail -2
    echo "minimized: Fuzz/Findings/$name ($(wc -c <"Fuzz/Findings/$name") bytes)"
    show_stack "$target" "Fuzz/Findings/$name"
}

if [ "${1:-}" = "--minimize" ]; then
    [ $# -eq 3 ] || { echo "usage: Fuzz/fuzz.sh --minimize TARGET FILE"; exit 2; }
    minimize "$2" "$3"
    exit 0
fi

targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")
for target in "${targets[@]}"; do
    [[ " ${all_targets[*]} " == *" $target "* ]] || { echo "unknown fuzz target '$target': use ${all_targets[*]}"; exit 2; }
done

failures=()
for target in "${targets[@]}"; do
    if ! build "$target"; then
        echo "building fuzz-$target failed"
        exit 1
    fi
    fuzz "$target"
done

if [ ${#failures[@]} -ne 0 ]; then
    echo "== fuzzing found ${#failures[@]} problem(s):"
    printf '  %s\n' "${failures[@]}"
    exit 1
fi
echo "== no crash, hang or memory blow-up in ${targets[*]} (${FUZZ_RUNS:+${FUZZ_RUNS}, at most }${seconds}s each)"
