#!/usr/bin/env bash
# sigil: no-service
# Token micro-benchmarks (JMH, sigil-bench): token derivation, the keyed fingerprint, FF1 card
# tokens, value encryption and decryption, subject keysets, one thread (per core). Builds the
# runnable jar (sigil-bench/target/sigil-bench.jar, profile -Pbench) and runs it. Arguments go to
# JMH after the defaults, e.g. a benchmark regex or `-i 10`; BENCH_JMH_OPTS replaces the defaults.
# Run through `./sigil bench tokens-jmh`.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAR="$ROOT/sigil-bench/target/sigil-bench.jar"
OPTS="${BENCH_JMH_OPTS:--f 1 -wi 5 -i 5 -w 1s -r 2s -t 1}"
(cd "$ROOT" && ./mvnw -B -q --no-transfer-progress -Pbench -pl sigil-bench -am package \
  -DskipTests -Dspotless.check.skip=true -Djacoco.skip=true) || { echo "bench: build failed" >&2; exit 1; }
# shellcheck disable=SC2086
exec "${JAVA_HOME:+$JAVA_HOME/bin/}java" -jar "$JAR" $OPTS "$@"
