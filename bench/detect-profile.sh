#!/usr/bin/env bash
# sigil: no-service
# Where PII detection time goes: MB/s per core of each standard recognizer alone, of the engine
# with none, and of all together, over DetectBench's seeded chat corpus (a timed loop, one
# thread; the argument is the seconds per measurement, default 2). Coarser than
# `./sigil bench detect`; for finding the slow recognizer. Run through
# `./sigil bench detect-profile`.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAR="$ROOT/sigil-bench/target/sigil-bench.jar"
(cd "$ROOT" && ./mvnw -B -q --no-transfer-progress -Pbench -pl sigil-bench -am package \
  -DskipTests -Dspotless.check.skip=true -Djacoco.skip=true) || { echo "bench: build failed" >&2; exit 1; }
exec "${JAVA_HOME:+$JAVA_HOME/bin/}java" -Xms1g -Xmx1g -cp "$JAR" dev.sigil.bench.DetectProfile "$@"
