#!/usr/bin/env bash
# Sealing load benchmark (issue 5): POST /v1/data on the gateway port over loopback, 32 concurrent clients
# (wrk), on SQLite and on PostgreSQL (BENCH_POSTGRES_URL, default the local test database; a fresh
# schema is created and dropped). Every value is new (see bench/seal.lua). A vault "bench" with two
# fields (email, phone) is created first. Runs after an unreported warm-up (BENCH_WARMUP of each
# kind, then until the JIT settles: bench_settle in bench/lib.sh): batch (1,000
# two-field records per request, BENCH_BATCH_DURATION, default 30s: 32 such requests take seconds
# each and finish close together, so a 10 s run counts only two or three rounds of them) and
# single (1 record per request, BENCH_DURATION, default 10s). On PostgreSQL the tables are
# ANALYZEd after the warm-up, as in bench/tokens.sh.
# Prints requests/s, records/s, p50, p99 and the count of answers that were not 201. Needs wrk
# and psql. Run through `./sigil bench data`, which builds first.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WARM_RUNS=0
warm() { # $1: run label, $2: records per request, $3: duration; every run's values are new
  WARM_RUNS=$((WARM_RUNS + 1))
  BENCH_RUN="warm-$1$WARM_RUNS" BENCH_RECORDS="$2" wrk -t2 -c"$CONNECTIONS" -d"$3" --timeout 30s \
    -s "$ROOT/bench/seal.lua" "http://127.0.0.1:$PORT/v1/data" | grep "first non-201" || true
}

warm_chunk() { # SETTLE_CHUNK seconds: batches and single records, half each
  warm b 1000 "$((SETTLE_CHUNK / 2))s"
  warm s 1 "$((SETTLE_CHUNK / 2))s"
}

seal() { # $1: label, $2: records per request, $3: duration
  sleep "${BENCH_DRAIN:-5}" # let the previous run's requests drain: they would queue ahead
  echo "== $STORE: $1: POST /v1/data, $2 two-field record(s)/request, $CONNECTIONS connections, $3"
  BENCH_RUN="$1" BENCH_RECORDS="$2" \
    wrk -t2 -c"$CONNECTIONS" -d"$3" --timeout 30s --latency -s "$ROOT/bench/seal.lua" \
    "http://127.0.0.1:$PORT/v1/data" | grep -E "RESULT|first non-201"
}

run() { # $1: label, $2: store url or empty
  local admin
  STORE="$1"
  bench_start "$1" "$2" SIGIL_LIMITS_MAX_BODY_BYTES=4194304
  admin="$(bench_admin "$1")"
  curl -sS --fail-with-body -X PUT "http://127.0.0.1:$PORT/v1/vaults/bench" \
    -H 'Content-Type: application/json' -H @<(printf 'Authorization: Bearer %s\n' "$admin") \
    -d '{"fields":{"email":{"dataType":"email","required":true},"phone":{"dataType":"phone"}}}' \
    >/dev/null
  bench_credential "$admin" '["data:write"]'

  echo "== $STORE: warm-up ($WARMUP batches, $WARMUP single records, then both until the JIT" \
    "settles; not reported)"
  warm b 1000 "$WARMUP"
  warm s 1 "$WARMUP"
  bench_settle warm_chunk

  bench_analyze
  seal batch 1000 "${BENCH_BATCH_DURATION:-30s}"
  seal single 1 "$DURATION"
  bench_stop
}

bench_stores
