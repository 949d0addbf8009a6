#!/usr/bin/env bash
# The latency the AI relay adds (issue 7): POST chat completions of one ~2 KB user message with
# personal data in it (bench/relay.lua), plain and streaming, at 1 and 64 concurrent clients
# (wrk), against a mock OpenAI-compatible provider (dev.sigil.bench.MockProvider: fixed answers,
# no delay), called
#   direct    straight at the mock
#   nginx     through nginx (the Debian package; installed with apt-get when missing): plain
#             proxy_pass to a keep-alive upstream, proxy_buffering off; the floor for any proxy
#   portkey   through Portkey's open-source gateway (@portkey-ai/gateway from npm, installed into
#             bench/.cache/portkey with bench/relay/portkey/package.json, whose overrides pin what
#             its streaming needs), routed to the mock with x-portkey-custom-host; skipped if it
#             does not install or start
#   sigil     through the relay (./sigil serve on SQLite, rate limits raised): connection "bench"
#             of provider openai at the mock, every class de-identified (the default), purpose
#             "support"; every call is also authenticated and leaves one audit event
# and, as baselines of the same run (plain, 1 and 64 clients), Sigil's GET /v1/credentials/self
# (bearer check and one audited, committed event: the fixed cost of any authenticated call), POST
# /v1/ai/deidentify of the same message (detection), and the relay through the built-in echo
# connection (all but the provider call; its answer is the 2 KB message). All listen on loopback in
# one run. Every target is warmed up before any measurement (BENCH_WARMUP at 64 connections per
# mode; Sigil, a JVM, BENCH_SIGIL_WARMUP and then until its JIT compilers have settled: see
# bench_settle in bench/lib.sh, at most BENCH_SETTLE_MAX, default 300 s), and each cell runs the
# targets one after the other, so the "added" columns compare neighbours. Prints p50 and p99
# (wrk's exact percentiles) and requests/s per cell, and what each proxy adds over direct. A
# streamed call is timed to its last byte. Every answer that is not a 200 with a whole completion
# counts as failed, and is shown.
# Environment: BENCH_DURATION (per cell, default 10s), BENCH_WARMUP (5s), BENCH_SIGIL_WARMUP
# (15s), BENCH_PORT (18280: Sigil's gateway, +1 its vault role, +2 the mock, +3 nginx,
# +4 Portkey), BENCH_RELAY_CLIENTS ("1 64"), BENCH_RELAY_MODES ("plain stream"),
# BENCH_RELAY_TARGETS ("direct nginx portkey sigil"), BENCH_PORTKEY=0 skips Portkey. Needs wrk,
# curl, nginx (apt-get), node and npm (for Portkey). Run through `./sigil bench relay`, which
# builds first.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
CLIENTS="${BENCH_RELAY_CLIENTS:-1 64}"
MODES="${BENCH_RELAY_MODES:-plain stream}"
TARGETS="${BENCH_RELAY_TARGETS:-direct nginx portkey sigil}"
SIGIL_WARMUP="${BENCH_SIGIL_WARMUP:-15s}"
MOCK_PORT=$((PORT + 2))
NGINX_PORT=$((PORT + 3))
PORTKEY_PORT=$((PORT + 4))
CACHE="$ROOT/bench/.cache/portkey"
OTHERS=()
relay_cleanup() {
  local p
  for p in "${OTHERS[@]}"; do kill "$p" 2>/dev/null || true; done
  bench_cleanup
}
trap relay_cleanup EXIT
for p in "$MOCK_PORT" "$NGINX_PORT" "$PORTKEY_PORT"; do
  if curl -s -o /dev/null "http://127.0.0.1:$p/" 2>/dev/null; then
    echo "bench: port $p is in use; set BENCH_PORT" >&2; exit 1
  fi
done

wait_port() { # $1: name, $2: port, $3: pid, $4: log; waits until the port accepts a connection
  local i
  for i in $(seq 1 300); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$2") 2>/dev/null; then return 0; fi
    kill -0 "$3" 2>/dev/null || { echo "bench: $1 did not start:" >&2; tail -n 20 "$4" >&2; return 1; }
    sleep 0.1
  done
  echo "bench: $1 did not listen on $2 within 30 s" >&2; return 1
}

# --- the mock provider (JDK only; compiled with the module)
(cd "$ROOT" && ./mvnw -B -q --no-transfer-progress -pl sigil-bench -am package -DskipTests \
  -Dspotless.check.skip=true -Djacoco.skip=true) || { echo "bench: build failed" >&2; exit 1; }
"${JAVA_HOME:+$JAVA_HOME/bin/}java" -Xms256m -Xmx256m -XX:+UseSerialGC \
  -cp "$ROOT/sigil-bench/target/classes" dev.sigil.bench.MockProvider "$MOCK_PORT" \
  >"$DIR/mock.log" 2>&1 &
OTHERS+=($!)
wait_port mock "$MOCK_PORT" $! "$DIR/mock.log"
UPSTREAM="http://127.0.0.1:$MOCK_PORT/v1"

# --- nginx: the Debian package, not as a daemon, with its own configuration and prefix
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "== installing nginx (apt-get install -y nginx)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null \
    || { echo "bench: nginx did not install" >&2; exit 1; }
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
mkdir -p "$DIR/nginx/tmp"
cat >"$DIR/nginx/nginx.conf" <<EOF
daemon off;
worker_processes auto;
pid $DIR/nginx/nginx.pid;
error_log $DIR/nginx/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $DIR/nginx/tmp/body;
  proxy_temp_path $DIR/nginx/tmp/proxy;
  upstream mock { server 127.0.0.1:$MOCK_PORT; keepalive 256; }
  server {
    listen 127.0.0.1:$NGINX_PORT;
    location / {
      proxy_pass http://mock;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
    }
  }
}
EOF
"$NGINX" -p "$DIR/nginx" -e "$DIR/nginx/error.log" -c "$DIR/nginx/nginx.conf" >"$DIR/nginx.log" 2>&1 &
OTHERS+=($!)
wait_port nginx "$NGINX_PORT" $! "$DIR/nginx/error.log"
echo "== $("$NGINX" -v 2>&1), worker_processes auto ($(nproc) cores)"

# --- Portkey's gateway, if it installs and starts
PORTKEY=""
if [[ " $TARGETS " == *" portkey "* ]] && [ "${BENCH_PORTKEY:-1}" = 1 ]; then
  if ! command -v npm >/dev/null; then
    echo "== portkey: skipped, npm is not installed (apt-get install npm)"
  else
    mkdir -p "$CACHE"
    if ! cmp -s "$ROOT/bench/relay/portkey/package.json" "$CACHE/package.json" \
        || [ ! -d "$CACHE/node_modules/@portkey-ai/gateway" ]; then
      echo "== portkey: npm install into bench/.cache/portkey"
      cp "$ROOT/bench/relay/portkey/package.json" "$CACHE/package.json"
      (cd "$CACHE" && npm install --no-audit --no-fund --loglevel=error >"$DIR/npm.log" 2>&1) \
        || { echo "== portkey: npm install failed, skipped:"; tail -n 5 "$DIR/npm.log"; rm -f "$CACHE/package.json"; }
    fi
    if [ -d "$CACHE/node_modules/@portkey-ai/gateway" ]; then
      (cd "$CACHE" && NODE_ENV=production exec node node_modules/@portkey-ai/gateway/build/start-server.js \
        --port="$PORTKEY_PORT" --headless) >"$DIR/portkey.log" 2>&1 &
      OTHERS+=($!)
      if wait_port portkey "$PORTKEY_PORT" $! "$DIR/portkey.log"; then
        PORTKEY=1
        version() { node -p "require('$CACHE/node_modules/$1/package.json').version"; }
        echo "== portkey: @portkey-ai/gateway $(version @portkey-ai/gateway)," \
          "hono $(version hono), @hono/node-server $(version @hono/node-server), node $(node --version)"
      else
        echo "== portkey: did not start, skipped"
      fi
    fi
  fi
fi

# --- Sigil: one connection to the mock, a credential with ai:chat
bench_start sigil ""
ADMIN_TOKEN="$(bench_admin sigil)"
curl -sS --fail-with-body -o /dev/null -X PUT "http://127.0.0.1:$PORT/v1/admin/connections/bench" \
  -H 'Content-Type: application/json' -H @<(printf 'Authorization: Bearer %s\n' "$ADMIN_TOKEN") \
  -d '{"provider":"openai","baseUrl":"'"$UPSTREAM"'","apiKey":"sk-bench-not-a-key","purposes":["*"]}' \
  || { echo "bench: the connection was refused" >&2; exit 1; }
bench_credential "$ADMIN_TOKEN" '["ai:chat"]'

url() { # $1: target
  case "$1" in
    direct) echo "$UPSTREAM/chat/completions" ;;
    nginx) echo "http://127.0.0.1:$NGINX_PORT/v1/chat/completions" ;;
    portkey) echo "http://127.0.0.1:$PORTKEY_PORT/v1/chat/completions" ;;
    sigil) echo "http://127.0.0.1:$PORT/v1/ai/chat/completions" ;;
    deidentify) echo "http://127.0.0.1:$PORT/v1/ai/deidentify" ;;
  esac
}

active() { # the targets that run
  local t
  for t in $TARGETS; do
    [ "$t" = portkey ] && [ -z "$PORTKEY" ] && continue
    echo "$t"
  done
}

load() { # $1: target, $2: mode, $3: clients, $4: duration; prints wrk's RESULT line
  local threads=1
  [ "$3" -gt 1 ] && threads=2
  BENCH_TARGET="$1" BENCH_STREAM="$([ "$2" = stream ] && echo 1 || echo 0)" \
    BENCH_UPSTREAM_URL="$UPSTREAM" \
    wrk -t"$threads" -c"$3" -d"$4" --timeout 10s -s "$ROOT/bench/relay.lua" "$(url "$1")" \
    | grep -E "RESULT|first failed"
}

# a check that every target answers before anything is timed
for mode in $MODES; do
  for t in $(active); do
    out="$(load "$t" "$mode" 1 1s)"
    if ! grep -q 'failed=0 ' <<<"$out" || grep -q 'requests=0 ' <<<"$out"; then
      echo "bench: $t ($mode) does not answer as it should:" >&2; echo "$out" >&2; exit 1
    fi
  done
done

echo "== warm-up: each target and mode $WARMUP at 64 connections, Sigil $SIGIL_WARMUP and then" \
  "until its JIT settles (not reported)"
sigil_chunk() { # SETTLE_CHUNK seconds of 64-connection load on Sigil, shared by the modes
  local mode modes=($MODES)
  for mode in "${modes[@]}"; do
    load sigil "$mode" 64 "$((SETTLE_CHUNK / ${#modes[@]}))s" | grep "first failed" || true
  done
}
for mode in $MODES; do
  for t in $(active); do
    load "$t" "$mode" 64 "$([ "$t" = sigil ] && echo "$SIGIL_WARMUP" || echo "$WARMUP")" \
      | grep "first failed" || true
  done
done
if [[ " $TARGETS " == *" sigil "* ]]; then # active() leaves out only Portkey
  bench_settle sigil_chunk
fi

RESULTS="$DIR/results"
: >"$RESULTS"
for mode in $MODES; do
  for c in $CLIENTS; do
    for t in $(active); do
      sleep "${BENCH_DRAIN:-1}"
      line="$(load "$t" "$mode" "$c" "$DURATION")"
      echo "== $mode, $c client(s), $t: $(grep RESULT <<<"$line" | sed 's/^ *RESULT //')"
      grep "first failed" <<<"$line" || true
      echo "$mode $c $t $(grep RESULT <<<"$line" | sed 's/^ *RESULT //')" >>"$RESULTS"
    done
  done
done

# Where Sigil's time goes, same run: the audited fixed cost of any call, detection of the same
# message, and the relay through the built-in echo connection (everything but the provider call)
if [[ " $TARGETS " == *" sigil "* ]]; then
  echo "== Sigil baselines (plain), $DURATION each"
  for c in $CLIENTS; do
    sleep "${BENCH_DRAIN:-1}"
    threads=1; [ "$c" -gt 1 ] && threads=2
    line="$(wrk -t"$threads" -c"$c" -d"$DURATION" --timeout 10s --latency \
      -s "$ROOT/bench/bearer.lua" "http://127.0.0.1:$PORT/v1/credentials/self")"
    echo "  GET /v1/credentials/self (bearer check, one audited event), $c client(s):" \
      "$(grep -E "Requests/sec" <<<"$line" | awk '{print $2}') req/s," \
      "p50 $(grep -E "^ +50%" <<<"$line" | awk '{print $2}'), p99 $(grep -E "^ +99%" <<<"$line" \
      | awk '{print $2}') $(grep -E "Non-2xx" <<<"$line" || true)"
    sleep "${BENCH_DRAIN:-1}"
    echo "  POST /v1/ai/deidentify of the same message (audited), $c client(s):" \
      "$(load deidentify plain "$c" "$DURATION" | sed 's/^ *RESULT //')"
    sleep "${BENCH_DRAIN:-1}"
    echo "  relay through the built-in echo connection (no provider call), $c client(s):" \
      "$(BENCH_CONNECTION=echo load sigil plain "$c" "$DURATION" | sed 's/^ *RESULT //')"
  done
fi

echo
echo "== relay: ~2 KB user message, $DURATION per cell; added = target minus direct, same cell"
awk '
  function v(s, k) { match(s, k "=[0-9.]+"); return substr(s, RSTART + length(k) + 1, RLENGTH - length(k) - 1) }
  {
    key = $1 " " $2
    p50[key, $3] = v($0, "p50"); p99[key, $3] = v($0, "p99")
    rps[key, $3] = v($0, "rps"); bad[key, $3] = v($0, "failed") + v($0, "socket_errors")
    if (!(key in seen)) { seen[key] = 1; keys[++n] = key }
    if (!(($3) in tseen)) { tseen[$3] = 1; targets[++m] = $3 }
  }
  END {
    printf "| mode | clients | target | p50 ms | p99 ms | req/s | added p50 ms | added p99 ms | failed |\n"
    printf "|---|---|---|---|---|---|---|---|---|\n"
    for (i = 1; i <= n; i++) {
      split(keys[i], k, " ")
      for (j = 1; j <= m; j++) {
        t = targets[j]
        if (!((keys[i], t) in p50)) continue
        a50 = ""; a99 = ""
        if (t != "direct" && ((keys[i], "direct") in p50)) {
          a50 = sprintf("%+.3f", p50[keys[i], t] - p50[keys[i], "direct"])
          a99 = sprintf("%+.3f", p99[keys[i], t] - p99[keys[i], "direct"])
        }
        printf "| %s | %s | %s | %.3f | %.3f | %.0f | %s | %s | %d |\n", k[1], k[2], t,
          p50[keys[i], t], p99[keys[i], t], rps[keys[i], t], a50, a99, bad[keys[i], t]
      }
    }
  }' "$RESULTS"
