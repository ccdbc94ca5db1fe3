#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer harnesses with clang-14 (ASan + UBSan) and runs each
# for a fixed time on a copy of its committed corpus; fails on any finding
# (a crash, a sanitizer report, a broken round trip, a timeout or running
# out of memory), printing the fuzzer's report and the crashing input
# (base64, and the first bytes as text) and keeping it under
# <build>/findings/.
#
#   tests/fuzz/run-fuzzers.sh [seconds-per-harness] [harness...]
#   FUZZ_SECONDS=60 FUZZ_BUILD_DIR=build-fuzz FUZZ_JOBS=2 FUZZ_PARALLEL=2 tests/fuzz/run-fuzzers.sh
#
# FUZZ_PARALLEL harnesses run at a time (default 1; libFuzzer uses one core
# each). Needs clang-14 and libclang-rt-14-dev (Debian). A finding is
# replayed with `<build>/tests/fuzz/fuzz_<name> <input>`. New inputs the
# fuzzer finds interesting stay in <build>/corpus/<name>; copy the good ones
# into tests/fuzz/corpus/<name> by hand (libFuzzer's -merge=1 keeps it small).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-${FUZZ_SECONDS:-60}}
[ $# -gt 0 ] && shift
build=${FUZZ_BUILD_DIR:-build-fuzz}
parallel=${FUZZ_PARALLEL:-1}
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER=clang++-14 -DPLAYERS_CLUB_BUILD_APP=OFF -DPLAYERS_CLUB_FUZZ=ON \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
# Every harness the build declares (club_add_fuzzer: each game's in
# tests/<game>/CMakeLists.txt, the tool's in tests/fuzz), unless some are named.
if [ $# -gt 0 ]; then
    harnesses=("$@")
else
    mapfile -t harnesses < <(grep -v '^$' "$build/tests/fuzz/harnesses.txt")
    [ ${#harnesses[@]} -gt 0 ] || { echo "no fuzz harness declared" >&2; exit 1; }
fi
targets=()
for h in "${harnesses[@]}"; do targets+=("fuzz_$h"); done
cmake --build "$build" --target "${targets[@]}" -j"${FUZZ_JOBS:-2}"

export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export QT_QPA_PLATFORM=offscreen
mkdir -p "$build/findings"
rm -f "$build/findings/"*

# One harness: its exit status is the fuzzer's; its log stays in findings/.
fuzz_one() {
    local h=$1 work="$build/corpus/$1"
    mkdir -p "$work"
    # Runs on the working corpus, seeded by the committed one (read only).
    "$build/tests/fuzz/fuzz_$h" "$work" "tests/fuzz/corpus/$h" \
        -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
        -dict=tests/fuzz/json.dict -print_final_stats=1 \
        -artifact_prefix="$build/findings/$h-" >"$build/findings/$h.log" 2>&1
}

report() {
    local h=$1 status=$2
    if [ "$status" = 0 ]; then
        echo "== fuzz_$h: no finding in ${seconds}s ($(grep -E -o 'stat::number_of_executed_units: *[0-9]+' "$build/findings/$h.log" | grep -o '[0-9]*$') inputs)"
        return 0
    fi
    echo "!! fuzz_$h found a problem (exit $status); its report:" >&2
    grep -n -m1 -E 'ERROR: |FINDING: |runtime error|deadly signal|timeout|out-of-memory' \
        "$build/findings/$h.log" >&2 || true
    tail -n 80 "$build/findings/$h.log" >&2
    for input in "$build/findings/$h-"*; do
        [ -f "$input" ] || continue
        echo "!! crashing input $input ($(stat -c %s "$input") bytes), base64:" >&2
        base64 -w 100 "$input" >&2
        echo "!! its first 400 bytes as text:" >&2
        head -c 400 "$input" | cat -v >&2
        echo >&2
    done
    return 1
}

failed=0
echo "== ${#harnesses[@]} harnesses, ${seconds}s each, $parallel at a time"
for ((i = 0; i < ${#harnesses[@]}; i += parallel)); do
    batch=("${harnesses[@]:i:parallel}")
    pids=()
    for h in "${batch[@]}"; do
        fuzz_one "$h" &
        pids+=($!)
    done
    for j in "${!batch[@]}"; do
        status=0
        wait "${pids[$j]}" || status=$?
        report "${batch[$j]}" "$status" || failed=1
    done
done
exit $failed
