-- POST /v1/tokenize with the bearer token from SIGIL_TOKEN_FILE. Every request carries BENCH_ITEMS
-- items (default 100), each a value never sent before: e-mail u<run>-<thread>-<n>-<i>@example.org,
-- where BENCH_RUN names the run, <thread> the wrk thread and <n> counts that thread's requests.
-- BENCH_TOKEN_TYPE: deterministic (default), random or format_preserving. BENCH_SUBJECTS > 0 gives
-- each item a dataSubject, that many distinct ones per request, new ones in every request (so
-- each request creates that many subjects and their keys). done() prints one summary line; every
-- answer that is not 200 is counted, and the first one of each thread is shown.
local f = assert(io.open(os.getenv("SIGIL_TOKEN_FILE")))
wrk.method = "POST"
wrk.headers["Authorization"] = "Bearer " .. f:read("*l")
wrk.headers["Content-Type"] = "application/json"
f:close()

local items = tonumber(os.getenv("BENCH_ITEMS") or "100")
local run = os.getenv("BENCH_RUN") or "r"
local token_type = os.getenv("BENCH_TOKEN_TYPE") or "deterministic"
local subjects = tonumber(os.getenv("BENCH_SUBJECTS") or "0")

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
  for i = 1, items do
    local item = '{"value":"u' .. prefix .. '-' .. i .. '@example.org","dataType":"email","tokenType":"'
      .. token_type .. '"'
    if subjects > 0 then
      item = item .. ',"dataSubject":"s' .. prefix .. '-' .. (i % subjects) .. '"'
    end
    parts[i] = item .. '}'
  end
  return wrk.format(nil, nil, nil, '{"items":[' .. table.concat(parts, ",") .. ']}')
end

function response(status, headers, body)
  if status ~= 200 then
    bad = bad + 1
    if first_bad == nil then
      first_bad = status .. " " .. string.sub(body or "", 1, 300)
    end
  end
end

function done(summary, latency, requests)
  local not200 = 0
  for _, t in ipairs(threads) do
    not200 = not200 + (t:get("bad") or 0)
    local sample = t:get("first_bad")
    if sample then
      io.write("  first non-200 answer: ", sample, "\n")
    end
  end
  local seconds = summary.duration / 1e6
  local rps = summary.requests / seconds
  local e = summary.errors
  io.write(string.format(
    "  RESULT %.0f req/s, %.0f items/s, p50 %.2f ms, p99 %.2f ms, max %.1f ms;"
      .. " %d requests, non-200: %d, socket errors: %d\n",
    rps, rps * items, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, summary.requests, not200,
    e.connect + e.read + e.write + e.timeout))
end
