#!/usr/bin/env bash
# Platform benchmark (issue 2): start-up time after build, and latency/throughput of an
# authenticated cheap request (GET /v1/credentials/self) over loopback with 32 concurrent
# clients, at saturation and paced (each client waits 3 ms between requests). Needs wrk
# (Debian: apt-get install wrk). Run through `./sigil bench platform`, which builds first; the
# service is started exactly as `./sigil serve` starts it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DURATION="${BENCH_DURATION:-20s}"
CONNECTIONS="${BENCH_CONNECTIONS:-32}"
command -v wrk >/dev/null || { echo "bench: wrk is required (apt-get install wrk)" >&2; exit 1; }

DIR="$(mktemp -d)"; PID=""
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; wait 2>/dev/null; rm -rf "$DIR"' EXIT
PORT="${BENCH_PORT:-18080}"
if curl -s -o /dev/null "http://127.0.0.1:$PORT/" 2>/dev/null; then
  echo "bench: port $PORT is in use; set BENCH_PORT" >&2; exit 1
fi
start_and_time() { # sets PID and STARTUP_MS: milliseconds from launch to the first ready answer
  local t0 t1
  t0=$(date +%s%N)
  SIGIL_LIMITS_RATE_PER_SECOND=100000000 SIGIL_LIMITS_RATE_BURST=100000000 \
    "$ROOT/sigil" serve --data-dir "$DIR/data" \
    --gateway-port "$PORT" --vault-port $((PORT + 1)) >"$DIR/out.log" 2>&1 &
  PID=$!
  until curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
    kill -0 "$PID" 2>/dev/null || { cat "$DIR/out.log" >&2; exit 1; }
    sleep 0.02
  done
  t1=$(date +%s%N)
  STARTUP_MS=$(((t1 - t0) / 1000000))
}

start_and_time; first=$STARTUP_MS
kill "$PID"; wait "$PID" 2>/dev/null || true
start_and_time; second=$STARTUP_MS
echo "start-up to ready: first start (creates store and keys) ${first} ms, restart ${second} ms"

export SIGIL_TOKEN_FILE="$DIR/data/bootstrap-token"
LUA="$ROOT/bench/bearer.lua"
URL="http://127.0.0.1:$PORT/v1/credentials/self"
echo "warm-up 10s ..."
wrk -t2 -c"$CONNECTIONS" -d10s -s "$LUA" "$URL" >/dev/null
echo "GET /v1/credentials/self, $CONNECTIONS connections, $DURATION:"
wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$LUA" "$URL"
echo "GET /v1/credentials/self, $CONNECTIONS connections paced at 3 ms between requests, $DURATION:"
BENCH_PACE_MS=3 wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$LUA" "$URL"
echo "baseline in the same run, GET /healthz (no auth, no store):"
wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "http://127.0.0.1:$PORT/healthz"
