-- POST /v1/data with the bearer token from SIGIL_TOKEN_FILE: BENCH_RECORDS records per request
-- (default 1000) into vault BENCH_VAULT (default bench), each with two fields never sent before,
-- email u<run>-<thread>-<n>-<i>@example.org and a phone +1650253<4 digits>. done() prints one
-- summary line with records/s; every answer that is not 201 is counted, the first one shown.
local f = assert(io.open(os.getenv("SIGIL_TOKEN_FILE")))
wrk.method = "POST"
wrk.headers["Authorization"] = "Bearer " .. f:read("*l")
wrk.headers["Content-Type"] = "application/json"
f:close()

local records = tonumber(os.getenv("BENCH_RECORDS") or "1000")
local run = os.getenv("BENCH_RUN") or "r"
local vault = os.getenv("BENCH_VAULT") or "bench"

local threads = {}
local next_id = 0

function setup(thread)
  thread:set("tid", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  n = 0
  bad = 0
  first_bad = nil
end

function request()
  n = n + 1
  local prefix = run .. "-" .. tid .. "-" .. n
  local parts = {}
  for i = 1, records do
    parts[i] = '{"email":"u' .. prefix .. '-' .. i .. '@example.org","phone":"+1650253'
      .. string.format("%04d", (n * records + i) % 10000) .. '"}'
  end
  return wrk.format(nil, nil, nil,
    '{"vault_id":"' .. vault .. '","records":[' .. table.concat(parts, ",") .. ']}')
end

function response(status, headers, body)
  if status ~= 201 then
    bad = bad + 1
    if first_bad == nil then
      first_bad = status .. " " .. string.sub(body or "", 1, 300)
    end
  end
end

function done(summary, latency, requests)
  local not201 = 0
  for _, t in ipairs(threads) do
    not201 = not201 + (t:get("bad") or 0)
    local sample = t:get("first_bad")
    if sample then
      io.write("  first non-201 answer: ", sample, "\n")
    end
  end
  local seconds = summary.duration / 1e6
  local rps = summary.requests / seconds
  local e = summary.errors
  io.write(string.format(
    "  RESULT %.1f req/s, %.0f records/s, p50 %.2f ms, p99 %.2f ms, max %.1f ms;"
      .. " %d requests, non-201: %d, socket errors: %d\n",
    rps, rps * records, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, summary.requests, not201,
    e.connect + e.read + e.write + e.timeout))
end
