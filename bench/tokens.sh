#!/usr/bin/env bash
# Tokenize load benchmark: POST /v1/tokenize on the vault port over loopback, 32 concurrent clients
# (wrk), on SQLite and on PostgreSQL (BENCH_POSTGRES_URL, default the local test database; a fresh
# schema is created and dropped). Every value is new (see bench/tokenize.lua), so every item
# creates a token. Runs, each BENCH_DURATION (default 10s) after an unreported warm-up:
#   batch        100 deterministic e-mail items per request: items/s = requests/s x 100
#   batch-subj   the same with a dataSubject on each item, 10 new subjects per request
#   single       1 deterministic item per request
#   single-rand  1 random-token item per request
#   baselines    GET /v1/credentials/self (bearer check, rate limiter, one audit event committed:
#                the fixed cost of every authenticated request) and GET /healthz (no auth, no
#                store), on the same port
# On PostgreSQL the tables are ANALYZEd after the warm-up (BENCH_PG_ANALYZE=0 skips it): a fresh
# schema has no statistics, and until autovacuum's first ANALYZE the token lookups are planned for
# an empty table and read every token of the tenant (see docs/benchmarks.md).
# Prints requests/s, items/s, p50, p99 and the count of answers that were not 200. Needs wrk and
# psql. Run through `./sigil bench tokens`, which builds first.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DURATION="${BENCH_DURATION:-10s}"
WARMUP="${BENCH_WARMUP:-5s}"
CONNECTIONS="${BENCH_CONNECTIONS:-32}"
PORT="${BENCH_PORT:-18280}"
VAULT=$((PORT + 1))
PG_BASE="${BENCH_POSTGRES_URL:-jdbc:postgresql://127.0.0.1:5432/test?user=postgres}"
STORES="${BENCH_STORES:-sqlite postgresql}"
PG_ANALYZE="${BENCH_PG_ANALYZE:-1}"
command -v wrk >/dev/null || { echo "bench: wrk is required (apt-get install wrk)" >&2; exit 1; }
DIR="$(mktemp -d)"; PID=""; SCHEMA="bench_tokens_$$"
cleanup() {
  [ -n "$PID" ] && kill "$PID" 2>/dev/null; wait 2>/dev/null
  psql -h 127.0.0.1 -U postgres -d test -qc "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
for p in "$PORT" "$VAULT"; do
  if curl -s -o /dev/null "http://127.0.0.1:$p/" 2>/dev/null; then
    echo "bench: port $p is in use; set BENCH_PORT" >&2; exit 1
  fi
done

tokenize() { # $1: label, $2: items per request, $3: token type, $4: subjects per request, $5: duration
  sleep "${BENCH_DRAIN:-5}" # let the previous run's requests drain: they would queue ahead
  echo "== $STORE: $1: POST /v1/tokenize, $2 item(s)/request, $3, subjects/request $4," \
    "$CONNECTIONS connections, $5"
  BENCH_RUN="$1" BENCH_ITEMS="$2" BENCH_TOKEN_TYPE="$3" BENCH_SUBJECTS="$4" \
    wrk -t2 -c"$CONNECTIONS" -d"$5" --timeout 10s --latency -s "$ROOT/bench/tokenize.lua" \
    "http://127.0.0.1:$VAULT/v1/tokenize" | grep -E "RESULT|first non-200"
}

run() { # $1: label, $2: store url or empty
  local data="$DIR/$1" credential tables
  STORE="$1"
  SIGIL_STORE_URL="$2" SIGIL_LIMITS_RATE_PER_SECOND=100000000 SIGIL_LIMITS_RATE_BURST=100000000 \
    "$ROOT/sigil" serve --data-dir "$data" --gateway-port "$PORT" --vault-port "$VAULT" \
    >"$DIR/$1.log" 2>&1 &
  PID=$!
  until curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
    kill -0 "$PID" 2>/dev/null || { cat "$DIR/$1.log" >&2; exit 1; }
    sleep 0.1
  done
  # a credential that may tokenize; its token goes to a file, never on a command line
  credential="$(curl -sS --fail-with-body -X POST "http://127.0.0.1:$PORT/v1/admin/credentials" \
    -H 'Content-Type: application/json' \
    -H @<(printf 'Authorization: Bearer %s\n' "$(tr -d '[:space:]' < "$data/bootstrap-token")") \
    -d '{"name":"bench","scopes":["tokens:write"]}')"
  (umask 077; sed -n 's/.*"token":"\([^"]*\)".*/\1/p' <<<"$credential" > "$DIR/token")
  [ -s "$DIR/token" ] || { echo "bench: no token in the answer: $credential" >&2; exit 1; }
  export SIGIL_TOKEN_FILE="$DIR/token"

  echo "== $STORE: warm-up ($WARMUP batches, $WARMUP single items; not reported)"
  BENCH_RUN=warm-b BENCH_ITEMS=100 wrk -t2 -c"$CONNECTIONS" -d"$WARMUP" \
    -s "$ROOT/bench/tokenize.lua" "http://127.0.0.1:$VAULT/v1/tokenize" | grep "first non-200" || true
  BENCH_RUN=warm-s BENCH_ITEMS=1 wrk -t2 -c"$CONNECTIONS" -d"$WARMUP" \
    -s "$ROOT/bench/tokenize.lua" "http://127.0.0.1:$VAULT/v1/tokenize" | grep "first non-200" || true

  if [ "$STORE" = postgresql ] && [ "$PG_ANALYZE" = 1 ]; then
    echo "== $STORE: ANALYZE after the warm-up"
    tables="$(psql -h 127.0.0.1 -U postgres -d test -Atc "SELECT string_agg(format('%I.%I',
      schemaname, tablename), ', ') FROM pg_tables WHERE schemaname = '$SCHEMA'")"
    psql -h 127.0.0.1 -U postgres -d test -qc "ANALYZE $tables" >/dev/null
  fi
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
  kill "$PID"; wait "$PID" 2>/dev/null || true; PID=""
}

for store in $STORES; do
  case "$store" in
    sqlite) run sqlite "" ;;
    postgresql)
      psql -h 127.0.0.1 -U postgres -d test -qc "CREATE SCHEMA $SCHEMA" >/dev/null
      run postgresql "$PG_BASE&currentSchema=$SCHEMA"
      ;;
    *) echo "bench: unknown store $store (BENCH_STORES: sqlite postgresql)" >&2; exit 2 ;;
  esac
done
