#!/usr/bin/env bash
# sigil: no-service
# Is this build's detector faster than REF's (default HEAD, so: are the uncommitted changes)? Builds
# the benchmark jar of the working tree and of REF (in a temporary git worktree), loads both
# detectors into one JVM and times them in turns over DetectBench's chat corpus (DetectCompare):
# prints the median ratio of their CPU times with its quartiles, each one's MB/s, and how many
# messages they detect differently. On a noisy host this tells changes of a few percent apart,
# which two `./sigil bench detect` runs cannot. Usage: ./sigil bench detect-compare [REF [ROUNDS]]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REF="${1:-HEAD}"
ROUNDS="${2:-160}"
DIR="$(mktemp -d)"
cleanup() {
  git -C "$ROOT" worktree remove --force "$DIR/ref" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
build() {
  (cd "$1" && ./mvnw -B -q --no-transfer-progress -Pbench -pl sigil-bench -am package \
    -DskipTests -Dspotless.check.skip=true -Djacoco.skip=true) || { echo "bench: build of $1 failed" >&2; exit 1; }
}
git -C "$ROOT" worktree add --quiet --detach "$DIR/ref" "$REF"
SHORT="$(git -C "$DIR/ref" rev-parse --short HEAD)"
echo "== building $REF ($SHORT) and the working tree"
build "$DIR/ref"
cp "$DIR/ref/sigil-bench/target/sigil-bench.jar" "$DIR/$SHORT.jar"
build "$ROOT"
cp "$ROOT/sigil-bench/target/sigil-bench.jar" "$DIR/working-tree.jar"
"${JAVA_HOME:+$JAVA_HOME/bin/}java" -Xms2g -Xmx2g -cp "$DIR/working-tree.jar" \
  dev.sigil.bench.DetectCompare "$DIR/$SHORT.jar" "$DIR/working-tree.jar" "$ROUNDS"
