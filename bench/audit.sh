#!/usr/bin/env bash
# Audit benchmark (issue 3): audited requests per second over loopback with 32 concurrent
# clients, durable commits, on SQLite and on PostgreSQL (BENCH_POSTGRES_URL, default the local
# test database; a fresh schema is created and dropped). Two requests: GET /v1/credentials/self
# (the audit event is the only write) and POST /v1/admin/credentials (an effect plus its event).
# Afterwards the chain must verify. Needs wrk and psql. Run through `./sigil bench audit`.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DURATION="${BENCH_DURATION:-10s}"
CONNECTIONS="${BENCH_CONNECTIONS:-32}"
PORT="${BENCH_PORT:-18180}"
PG_BASE="${BENCH_POSTGRES_URL:-jdbc:postgresql://127.0.0.1:5432/test?user=postgres}"
command -v wrk >/dev/null || { echo "bench: wrk is required (apt-get install wrk)" >&2; exit 1; }
DIR="$(mktemp -d)"; PID=""; SCHEMA="bench_$$"
cleanup() {
  [ -n "$PID" ] && kill "$PID" 2>/dev/null; wait 2>/dev/null
  psql -h 127.0.0.1 -U postgres -d test -qc "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

run() { # $1: label, $2: store url or empty
  local data="$DIR/$1"
  SIGIL_STORE_URL="$2" SIGIL_LIMITS_RATE_PER_SECOND=100000000 SIGIL_LIMITS_RATE_BURST=100000000 \
    "$ROOT/sigil" serve --data-dir "$data" --gateway-port "$PORT" --vault-port $((PORT + 1)) \
    >"$DIR/$1.log" 2>&1 &
  PID=$!
  until curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
    kill -0 "$PID" 2>/dev/null || { cat "$DIR/$1.log" >&2; exit 1; }
    sleep 0.1
  done
  export SIGIL_TOKEN_FILE="$data/bootstrap-token"
  echo "== $1: GET /v1/credentials/self (audit event only), $CONNECTIONS connections, $DURATION"
  wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$ROOT/bench/bearer.lua" \
    "http://127.0.0.1:$PORT/v1/credentials/self" | grep -E "Requests/sec|  50%|  99%|Non-2xx"
  echo "== $1: POST /v1/admin/credentials (effect + event), $CONNECTIONS connections, $DURATION"
  wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$ROOT/bench/post-credential.lua" \
    "http://127.0.0.1:$PORT/v1/admin/credentials" | grep -E "Requests/sec|  50%|  99%|Non-2xx"
  echo "== $1: chain after the run:"
  curl -s "http://127.0.0.1:$PORT/v1/audit/verify" \
    -H @<(printf 'Authorization: Bearer %s\n' "$(cat "$SIGIL_TOKEN_FILE")")
  echo
  kill "$PID"; wait "$PID" 2>/dev/null || true; PID=""
}

run sqlite ""
psql -h 127.0.0.1 -U postgres -d test -qc "CREATE SCHEMA $SCHEMA" >/dev/null
run postgresql "$PG_BASE&currentSchema=$SCHEMA"
