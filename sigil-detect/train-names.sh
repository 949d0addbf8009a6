#!/usr/bin/env bash
# Retrains the name, place and organisation model (src/main/resources/dev/sigil/detect/name-model.bin.gz)
# from the NER development data and generated sentences, then scores it on the held-out sets.
# Usage: sigil-detect/train-names.sh [DATA_DIR]   (default /work/shared/data). Deterministic (fixed seed).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
DATA="${1:-/work/shared/data}"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
../mvnw -q -B -o -pl sigil-detect test-compile -Djacoco.skip=true -f ../pom.xml
CP="target/classes:target/test-classes"
"$JAVA_HOME/bin/java" -Xmx4g ${NAMES_TRAIN_OPTS:-} -cp "$CP" dev.sigil.detect.internal.TrainNames "$DATA" \
  src/main/resources/dev/sigil/detect/name-model.bin.gz
cp src/main/resources/dev/sigil/detect/name-model.bin.gz target/classes/dev/sigil/detect/
"$JAVA_HOME/bin/java" -cp "$CP" dev.sigil.detect.internal.NamesDevScore "$DATA"
