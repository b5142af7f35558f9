#!/bin/sh
# Fuzzes the parsers: RUNS inputs in total (default 1,000,000), each given TIMEOUT
# seconds (default 5) before it counts as a hang. Seeds are the example studies, the
# consent documents, the FHIR Questionnaire fixtures, fuzz/seeds (with REDCap data
# dictionaries) and every earlier failure in fuzz/regressions.
# A crash, hang or broken promise stops the run and leaves the input in
# .build-fuzz/artifacts/; minimise it, fix it, and add it to fuzz/regressions.
# Writes .build-fuzz/fuzz-summary.txt. Build first with fuzz/build.sh.
#
#   fuzz/run.sh                 # one million inputs, about 15 minutes on 2 cores
#   RUNS=20000 fuzz/run.sh      # a quick look
set -u
cd "$(dirname "$0")/.."
runs=${RUNS:-1000000}
timeout=${TIMEOUT:-5}
# Larger inputs are cut to this size: the example studies are up to 30 kB, and their
# first 16 kB hold every kind of section.
max_len=${MAX_LEN:-16384}
fuzzer=.build-fuzz/study-fuzz
test -x "$fuzzer" || { echo "run.sh: build the fuzzer first with fuzz/build.sh" >&2; exit 2; }
corpus=.build-fuzz/corpus
artifacts=.build-fuzz/artifacts
mkdir -p "$corpus" "$artifacts"
log=.build-fuzz/fuzz.log

# Swift's own crash backtracer would take the abort before libFuzzer could save the input.
export SWIFT_BACKTRACE=enable=no
commit=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources || echo "+changes")
start=$(date +%s)
"$fuzzer" -runs="$runs" -timeout="$timeout" -max_len="$max_len" -rss_limit_mb=2048 \
    -dict=fuzz/study.dict -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$corpus" fuzz/seeds fuzz/regressions Studies Consent Tests/Fixtures/fhir >"$log" 2>&1
status=$?
end=$(date +%s)

executed=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
found=$(ls "$artifacts" | wc -l)
summary=.build-fuzz/fuzz-summary.txt
{
    echo "date:      $(date -u +%Y-%m-%dT%H:%MZ)"
    echo "commit:    $commit (the fuzzer is as fresh as the last fuzz/build.sh)"
    echo "machine:   $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -sm)"
    echo "inputs:    ${executed:-unknown} of $runs asked for, timeout ${timeout}s each, max ${max_len} bytes"
    echo "time:      $((end - start)) s"
    echo "corpus:    $(ls "$corpus" | wc -l) inputs kept for new coverage"
    echo "exit:      $status ($( [ "$status" -eq 0 ] && echo 'no crash, no hang, no broken promise' || echo 'FAILED: see the log'))"
    echo "artifacts: $found in $artifacts (crashes, hangs and broken promises, all runs so far)"
    echo "log:       $log"
} | tee "$summary"
exit "$status"
