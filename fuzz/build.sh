#!/bin/sh
# Builds .build-fuzz/study-fuzz: a libFuzzer binary over the study-file, expression and
# consent-document parsers (fuzz/FuzzTarget.swift + the shared ParserInvariants).
#
# How: SwiftPM builds StudyModel and its dependencies (Yams with libyaml, swift-crypto)
# in release mode with coverage instrumentation, in a scratch folder of its own so the
# normal build is untouched; then swiftc links the target against their object files
# with -sanitize=fuzzer, which brings libFuzzer's main.
set -eu
cd "$(dirname "$0")/.."
scratch=.build-fuzz
swift build -c release --scratch-path "$scratch" --target StudyModel \
    -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link 2>&1 | grep -E "error|warning: unre|Build|Compiling StudyModel" || true
out="$scratch/release"
test -f "$out/Modules/StudyModel.swiftmodule" || { echo "build.sh: StudyModel did not build" >&2; exit 1; }

# Only StudyModel and what it links against: not the runner, the tests or ArgumentParser.
objects=$(find "$out/StudyModel.build" "$out/Yams.build" "$out/CYaml.build" "$out/Crypto.build" \
    "$out/CryptoBoringWrapper.build" "$out/CCryptoBoringSSL.build" "$out/CCryptoBoringSSLShims.build" \
    -name '*.o' | sort)
# The C modules the Swift modules were compiled against.
maps=""
for map in $(find "$scratch/checkouts/Yams/Sources/CYaml" "$scratch/checkouts/swift-crypto/Sources/CCryptoBoringSSL" \
        "$scratch/checkouts/swift-crypto/Sources/CCryptoBoringSSLShims" -name module.modulemap); do
    maps="$maps -Xcc -fmodule-map-file=$map"
done

# BoringSSL has C++ parts, hence libstdc++.
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer -parse-as-library -O -swift-version 6 \
    -I "$out/Modules" $maps \
    fuzz/FuzzTarget.swift Tests/StudyModelTests/Robustness/ParserInvariants.swift \
    $objects -lstdc++ -o "$scratch/study-fuzz"
echo "built $scratch/study-fuzz"
