#!/usr/bin/env bash
# Tokenize load benchmark: POST /v1/tokenize on the vault port over loopback, 32 concurrent clients
# (wrk), on SQLite and on PostgreSQL (BENCH_POSTGRES_URL, default the local test database; a fresh
# schema is created and dropped). Every value is new (see bench/tokenize.lua), so every item
# creates a token. Runs, each BENCH_DURATION (default 10s) after an unreported warm-up (BENCH_WARMUP
# of each kind, then until the JIT settles: bench_settle in bench/lib.sh):
#   batch        100 deterministic e-mail items per request: items/s = requests/s x 100
#   batch-subj   the same with a dataSubject on each item, 10 new subjects per request
#   single       1 deterministic item per request
#   single-rand  1 random-token item per request
#   baselines    GET /v1/credentials/self (bearer check, rate limiter, one audit event committed:
#                the fixed cost of every authenticated request) and GET /healthz (no auth, no
#                store), on the same port
# On PostgreSQL the tables are ANALYZEd after the warm-up (BENCH_PG_ANALYZE=0 skips it), as a
# deployment's autovacuum would have done: a fresh schema has no statistics. (The look-ups by lists
# of tokens are planned per call and no longer depend on it: docs/benchmarks.md, stop 33.)
# Prints requests/s, items/s, p50, p99 and the count of answers that were not 200. Needs wrk and
# psql. Run through `./sigil bench tokens`, which builds first.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

tokenize() { # $1: label, $2: items per request, $3: token type, $4: subjects per request, $5: duration
  sleep "${BENCH_DRAIN:-5}" # let the previous run's requests drain: they would queue ahead
  echo "== $STORE: $1: POST /v1/tokenize, $2 item(s)/request, $3, subjects/request $4," \
    "$CONNECTIONS connections, $5"
  BENCH_RUN="$1" BENCH_ITEMS="$2" BENCH_TOKEN_TYPE="$3" BENCH_SUBJECTS="$4" \
    wrk -t2 -c"$CONNECTIONS" -d"$5" --timeout 10s --latency -s "$ROOT/bench/tokenize.lua" \
    "http://127.0.0.1:$VAULT/v1/tokenize" | grep -E "RESULT|first non-200"
}

WARM_RUNS=0
warm() { # $1: run label, $2: items per request, $3: duration; every run's values are new
  WARM_RUNS=$((WARM_RUNS + 1))
  BENCH_RUN="warm-$1$WARM_RUNS" BENCH_ITEMS="$2" wrk -t2 -c"$CONNECTIONS" -d"$3" \
    -s "$ROOT/bench/tokenize.lua" "http://127.0.0.1:$VAULT/v1/tokenize" \
    | grep "first non-200" || true
}

warm_chunk() { # SETTLE_CHUNK seconds: batches and single items, half each
  warm b 100 "$((SETTLE_CHUNK / 2))s"
  warm s 1 "$((SETTLE_CHUNK / 2))s"
}

run() { # $1: label, $2: store url or empty
  STORE="$1"
  bench_start "$1" "$2"
  bench_credential "$(bench_admin "$1")" '["tokens:write"]'

  echo "== $STORE: warm-up ($WARMUP batches, $WARMUP single items, then both until the JIT" \
    "settles; not reported)"
  warm b 100 "$WARMUP"
  warm s 1 "$WARMUP"
  bench_settle warm_chunk
  bench_analyze
  tokenize batch 100 deterministic 0 "$DURATION"
  tokenize batch-subj 100 deterministic 10 "$DURATION"
  tokenize single 1 deterministic 0 "$DURATION"
  tokenize single-rand 1 random 0 "$DURATION"
  echo "== $STORE: baseline: GET /v1/credentials/self on the vault port (audited), $CONNECTIONS" \
    "connections, $DURATION"
  wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --timeout 10s --latency -s "$ROOT/bench/bearer.lua" \
    "http://127.0.0.1:$VAULT/v1/credentials/self" | grep -E "Requests/sec|  50%|  99%|Non-2xx"
  echo "== $STORE: baseline: GET /healthz on the vault port, $CONNECTIONS connections, $DURATION"
  wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "http://127.0.0.1:$VAULT/healthz" \
    | grep -E "Requests/sec|  50%|  99%|Non-2xx"
  bench_stop
}

bench_stores
