#!/usr/bin/env bash
# Sealing load benchmark (issue 5): POST /v1/data on the gateway port over loopback, 32 concurrent clients
# (wrk), on SQLite and on PostgreSQL (BENCH_POSTGRES_URL, default the local test database; a fresh
# schema is created and dropped). Every value is new (see bench/seal.lua). A vault "bench" with two
# fields (email, phone) is created first. Runs, each BENCH_DURATION (default 10s) after an
# unreported warm-up: batch (1,000 two-field records per request) and single (1 record per
# request). On PostgreSQL the tables are ANALYZEd after the warm-up, as in bench/tokens.sh.
# Prints requests/s, records/s, p50, p99 and the count of answers that were not 201. Needs wrk
# and psql. Run through `./sigil bench data`, which builds first.
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
DIR="$(mktemp -d)"; PID=""; SCHEMA="bench_data_$$"
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

seal() { # $1: label, $2: records per request, $3: duration
  sleep "${BENCH_DRAIN:-5}" # let the previous run's requests drain: they would queue ahead
  echo "== $STORE: $1: POST /v1/data, $2 two-field record(s)/request, $CONNECTIONS connections, $3"
  BENCH_RUN="$1" BENCH_RECORDS="$2" \
    wrk -t2 -c"$CONNECTIONS" -d"$3" --timeout 30s --latency -s "$ROOT/bench/seal.lua" \
    "http://127.0.0.1:$PORT/v1/data" | grep -E "RESULT|first non-201"
}

run() { # $1: label, $2: store url or empty
  local data="$DIR/$1" credential tables admin
  STORE="$1"
  SIGIL_STORE_URL="$2" SIGIL_LIMITS_RATE_PER_SECOND=100000000 SIGIL_LIMITS_RATE_BURST=100000000 \
    SIGIL_LIMITS_MAX_BODY_BYTES=4194304 \
    "$ROOT/sigil" serve --data-dir "$data" --gateway-port "$PORT" --vault-port "$VAULT" \
    >"$DIR/$1.log" 2>&1 &
  PID=$!
  until curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
    kill -0 "$PID" 2>/dev/null || { cat "$DIR/$1.log" >&2; exit 1; }
    sleep 0.1
  done
  admin="$(tr -d '[:space:]' < "$data/bootstrap-token")"
  curl -sS --fail-with-body -X PUT "http://127.0.0.1:$PORT/v1/vaults/bench" \
    -H 'Content-Type: application/json' -H @<(printf 'Authorization: Bearer %s\n' "$admin") \
    -d '{"fields":{"email":{"dataType":"email","required":true},"phone":{"dataType":"phone"}}}' \
    >/dev/null
  # a credential that may seal; its token goes to a file, never on a command line
  credential="$(curl -sS --fail-with-body -X POST "http://127.0.0.1:$PORT/v1/admin/credentials" \
    -H 'Content-Type: application/json' -H @<(printf 'Authorization: Bearer %s\n' "$admin") \
    -d '{"name":"bench","scopes":["data:write"]}')"
  (umask 077; sed -n 's/.*"token":"\([^"]*\)".*/\1/p' <<<"$credential" > "$DIR/token")
  [ -s "$DIR/token" ] || { echo "bench: no token in the answer: $credential" >&2; exit 1; }
  export SIGIL_TOKEN_FILE="$DIR/token"

  echo "== $STORE: warm-up ($WARMUP batches, $WARMUP single records; not reported)"
  BENCH_RUN=warm-b BENCH_RECORDS=1000 wrk -t2 -c"$CONNECTIONS" -d"$WARMUP" --timeout 30s \
    -s "$ROOT/bench/seal.lua" "http://127.0.0.1:$PORT/v1/data" | grep "first non-201" || true
  BENCH_RUN=warm-s BENCH_RECORDS=1 wrk -t2 -c"$CONNECTIONS" -d"$WARMUP" \
    -s "$ROOT/bench/seal.lua" "http://127.0.0.1:$PORT/v1/data" | grep "first non-201" || true

  if [ "$STORE" = postgresql ] && [ "$PG_ANALYZE" = 1 ]; then
    echo "== $STORE: ANALYZE after the warm-up"
    tables="$(psql -h 127.0.0.1 -U postgres -d test -Atc "SELECT string_agg(format('%I.%I',
      schemaname, tablename), ', ') FROM pg_tables WHERE schemaname = '$SCHEMA'")"
    psql -h 127.0.0.1 -U postgres -d test -qc "ANALYZE $tables" >/dev/null
  fi
  seal batch 1000 "$DURATION"
  seal single 1 "$DURATION"
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
