-- Adds the bearer token from the file named by SIGIL_TOKEN_FILE, so the token never appears on a
-- command line (where ps would show it). With BENCH_PACE_MS set, each connection waits that long
-- between requests: latency under a moderate load instead of at saturation.
local f = assert(io.open(os.getenv("SIGIL_TOKEN_FILE")))
wrk.headers["Authorization"] = "Bearer " .. f:read("*l")
f:close()

local pace = tonumber(os.getenv("BENCH_PACE_MS") or "")
if pace then
  function delay()
    return pace
  end
end
