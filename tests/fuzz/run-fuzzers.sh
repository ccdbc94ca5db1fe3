#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang-14 (ASan + UBSan) and runs each
# for a fixed time on a copy of its committed corpus; fails on any finding,
# printing the crashing input (hex and base64) and keeping it under
# <build>/findings/.
#
#   tests/fuzz/run-fuzzers.sh [seconds-per-harness] [harness...]
#   FUZZ_SECONDS=60 FUZZ_BUILD_DIR=build-fuzz FUZZ_JOBS=2 tests/fuzz/run-fuzzers.sh
#
# Needs clang-14 and libclang-rt-14-dev (Debian). New inputs the fuzzer
# finds interesting stay in <build>/corpus/<name>; copy the good ones into
# tests/fuzz/corpus/<name> by hand (libFuzzer's -merge=1 keeps it small).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-${FUZZ_SECONDS:-60}}
[ $# -gt 0 ] && shift
build=${FUZZ_BUILD_DIR:-build-fuzz}
# Every harness in CMakeLists.txt (club_add_fuzzer), unless some are named.
if [ $# -gt 0 ]; then
    harnesses=("$@")
else
    mapfile -t harnesses < <(sed -n 's/^club_add_fuzzer(\([a-z0-9_]*\) .*/\1/p' tests/fuzz/CMakeLists.txt)
fi

flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER=clang++-14 -DPLAYERS_CLUB_BUILD_APP=OFF -DPLAYERS_CLUB_FUZZ=ON \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
targets=()
for h in "${harnesses[@]}"; do targets+=("fuzz_$h"); done
cmake --build "$build" --target "${targets[@]}" -j"${FUZZ_JOBS:-2}"

export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export QT_QPA_PLATFORM=offscreen
failed=0
mkdir -p "$build/findings"
for h in "${harnesses[@]}"; do
    work="$build/corpus/$h"
    mkdir -p "$work"
    echo "== fuzz_$h for ${seconds}s"
    # Runs on the working corpus, seeded by the committed one (read only).
    if ! "$build/tests/fuzz/fuzz_$h" "$work" "tests/fuzz/corpus/$h" \
            -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -max_len=65536 \
            -dict=tests/fuzz/json.dict -print_final_stats=1 \
            -artifact_prefix="$build/findings/$h-" >"$build/findings/$h.log" 2>&1; then
        failed=1
        echo "!! fuzz_$h found a problem; its log:" >&2
        tail -n 60 "$build/findings/$h.log" >&2
        for input in "$build/findings/$h-"*; do
            [ -f "$input" ] || continue
            echo "!! crashing input $input (base64):" >&2
            base64 "$input" >&2
        done
    else
        grep -E "stat::number_of_executed_units|stat::new_units_added" "$build/findings/$h.log" || true
    fi
done
exit $failed
