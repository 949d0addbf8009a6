#!/usr/bin/env bash
# sigil: no-service
# PII detection speed (JMH DetectBench in sigil-bench): the standard detector with every class on,
# one thread (per core). Prints MB/s over about 1 MB of seeded realistic chat messages (one message
# per call, UTF-8 bytes, 1 MB = 10^6 bytes) and the p99 latency of one 4 KB message, then JMH's
# table. Issue 6 aims: >= 20 MB/s, p99 < 1 ms. Builds the runnable jar (sigil-bench/target/
# sigil-bench.jar, profile -Pbench). BENCH_JMH_OPTS replaces the JMH defaults below; further
# arguments go to JMH. Run through `./sigil bench detect`.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAR="$ROOT/sigil-bench/target/sigil-bench.jar"
OPTS="${BENCH_JMH_OPTS:--f 1 -wi 10 -i 5 -w 3s -r 2s -t 1}"
DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
(cd "$ROOT" && ./mvnw -B -q --no-transfer-progress -Pbench -pl sigil-bench -am package \
  -DskipTests -Dspotless.check.skip=true -Djacoco.skip=true) || { echo "bench: build failed" >&2; exit 1; }
# shellcheck disable=SC2086
"${JAVA_HOME:+$JAVA_HOME/bin/}java" -jar "$JAR" 'DetectBench' $OPTS -rf csv -rff "$DIR/result.csv" "$@"
echo
# CSV rows: "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit"
awk -F, '
  { gsub(/"/, "") }
  $1 ~ /DetectBench\.chat:bytes$/ { printf "detect: %.1f MB/s per core over chat messages (+- %.1f)\n", $5 / 1e6, $6 / 1e6 }
  $1 ~ /DetectBench\.message4k:p0\.99$/ { printf "detect: p99 %.1f us for one 4 KB message\n", $5 }
' "$DIR/result.csv"
