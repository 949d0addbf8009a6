# Shared by the service benchmarks (tokens.sh, data.sh, relay.sh): settings, a service on the
# chosen store, a credential, a warm-up until the JIT settles, the ANALYZE of a fresh PostgreSQL
# schema, and the loop over the stores. Sourced, not run; tokens.sh and data.sh define run() (its
# label and store URL as arguments) and call bench_stores at the end.
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
DIR="$(mktemp -d)"; PID=""; SCHEMA="bench_$(basename "$0" .sh)_$$"
bench_cleanup() {
  [ -n "$PID" ] && kill "$PID" 2>/dev/null; wait 2>/dev/null
  psql -h 127.0.0.1 -U postgres -d test -qc "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap bench_cleanup EXIT
for p in "$PORT" "$VAULT"; do
  if curl -s -o /dev/null "http://127.0.0.1:$p/" 2>/dev/null; then
    echo "bench: port $p is in use; set BENCH_PORT" >&2; exit 1
  fi
done

# Starts the service on store url $2 (empty: SQLite) with data under $DIR/$1, rate limits raised;
# further NAME=VALUE arguments are set in its environment. Waits until it is ready.
bench_start() {
  local label="$1" url="$2"
  shift 2
  env "$@" SIGIL_STORE_URL="$url" SIGIL_LIMITS_RATE_PER_SECOND=100000000 \
    SIGIL_LIMITS_RATE_BURST=100000000 \
    "$ROOT/sigil" serve --data-dir "$DIR/$label" --gateway-port "$PORT" --vault-port "$VAULT" \
    >"$DIR/$label.log" 2>&1 &
  PID=$!
  until curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
    kill -0 "$PID" 2>/dev/null || { cat "$DIR/$label.log" >&2; exit 1; }
    sleep 0.1
  done
}

# The bootstrap token of the service started for label $1.
bench_admin() {
  tr -d '[:space:]' < "$DIR/$1/bootstrap-token"
}

# Issues a credential with scopes $2 (a JSON array) using admin token $1; exports SIGIL_TOKEN_FILE.
# The token goes to a file, never on a command line.
bench_credential() {
  local credential
  credential="$(curl -sS --fail-with-body -X POST "http://127.0.0.1:$PORT/v1/admin/credentials" \
    -H 'Content-Type: application/json' -H @<(printf 'Authorization: Bearer %s\n' "$1") \
    -d '{"name":"bench","scopes":'"$2"'}')"
  (umask 077; sed -n 's/.*"token":"\([^"]*\)".*/\1/p' <<<"$credential" > "$DIR/token")
  [ -s "$DIR/token" ] || { echo "bench: no token in the answer: $credential" >&2; exit 1; }
  export SIGIL_TOKEN_FILE="$DIR/token"
}

# On PostgreSQL (unless BENCH_PG_ANALYZE=0): ANALYZE the fresh schema's tables, as autovacuum would
# in a deployment; until then the statements' generic plans are made without statistics.
bench_analyze() {
  local tables
  if [ "$STORE" = postgresql ] && [ "$PG_ANALYZE" = 1 ]; then
    echo "== $STORE: ANALYZE after the warm-up"
    tables="$(psql -h 127.0.0.1 -U postgres -d test -Atc "SELECT string_agg(format('%I.%I',
      schemaname, tablename), ', ') FROM pg_tables WHERE schemaname = '$SCHEMA'")"
    psql -h 127.0.0.1 -U postgres -d test -qc "ANALYZE $tables" >/dev/null
  fi
}

# The JIT's total compile time of the service, in seconds (jstat reads the JVM's performance
# counters; nothing is attached).
bench_jit_seconds() {
  "${JAVA_HOME:+$JAVA_HOME/bin/}jstat" -compiler "$PID" 2>/dev/null | awk 'NR == 2 { print $4 }'
}

# Warms the service up until its JIT compilers have settled: runs "$@" (a load of about
# SETTLE_CHUNK seconds) again and again until the compile time grew by less than SETTLE_SHARE of
# the chunk's wall time, or SETTLE_MAX seconds have passed. On two cores the service's code takes
# C2 minutes to compile under load, and a fixed 15 s warm-up measured it half compiled (the JIT
# took most of a core, and 64-client latency was half as high again as at steady state).
SETTLE_CHUNK="${BENCH_SETTLE_CHUNK:-10}"
SETTLE_SHARE="${BENCH_SETTLE_SHARE:-0.05}"
SETTLE_MAX="${BENCH_SETTLE_MAX:-300}"
bench_settle() {
  local started=$SECONDS before after grew
  before="$(bench_jit_seconds)"
  if [ -z "$before" ]; then
    echo "== warm-up: no JIT counters (jstat); $SETTLE_CHUNK s of load instead"
    "$@"
    return
  fi
  while :; do
    "$@"
    after="$(bench_jit_seconds)"
    grew="$(awk -v a="$after" -v b="$before" 'BEGIN { printf "%.2f", a - b }')"
    if awk -v g="$grew" -v c="$SETTLE_CHUNK" -v s="$SETTLE_SHARE" \
      'BEGIN { exit !(g < c * s) }'; then
      echo "== warm-up: the JIT settled after $((SECONDS - started)) s (compile time" \
        "+$grew s in the last chunk, $after s in all)"
      return
    fi
    if [ $((SECONDS - started)) -ge "$SETTLE_MAX" ]; then
      echo "== warm-up: stopped after $((SECONDS - started)) s, the JIT still compiling" \
        "(+$grew s in the last chunk, $after s in all)"
      return
    fi
    before="$after"
  done
}

bench_stop() {
  kill "$PID"; wait "$PID" 2>/dev/null || true; PID=""
}

# Calls run LABEL URL for each store of BENCH_STORES.
bench_stores() {
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
}
