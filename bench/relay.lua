-- POST /v1/chat/completions (or the relay's /v1/ai/chat/completions) with one realistic chat
-- request: a short system prompt and a user message of about 2 KB naming people, e-mail addresses,
-- phone numbers, a card number and an IBAN, so that a de-identifying proxy has work. The body is
-- the same in every request. BENCH_STREAM=1 asks for a stream. BENCH_TARGET says who answers:
--   sigil    adds connection_id BENCH_CONNECTION (default "bench") and purpose "support", and the bearer token of the file
--            named by SIGIL_TOKEN_FILE (never on a command line)
--   portkey  adds x-portkey-provider: openai and x-portkey-custom-host: BENCH_UPSTREAM_URL
--   deidentify  Sigil's POST /v1/ai/deidentify of the same user message ({"text": ...}): the
--            detection alone, with the bearer token as for sigil
--   anything else (direct, nginx): the plain OpenAI body with a dummy provider key
-- response() counts every answer that is not a 200 with a whole completion (for a stream: ending
-- in data: [DONE]); the first one of each thread is shown. done() prints one summary line with
-- wrk's exact percentiles (microsecond histogram).
local target = os.getenv("BENCH_TARGET") or "direct"
local stream = os.getenv("BENCH_STREAM") == "1"

local message = table.concat({
  "Hi, this is Margaret Thornton from the finance team at Halvorsen Logistics. I am writing about",
  " our account because something went wrong with the March invoice and I could not sort it out",
  " through the portal. We were charged twice for the same subscription period: once on the 3rd",
  " and again on the 5th, both for the full amount of 1,249.00 EUR. The card ending in the number",
  " 4111 1111 1111 1111 was used for both charges, which is our corporate card. I contacted your",
  " support line at the time and spoke to someone called Daniel Okafor, who said he would open a",
  " ticket, but I never received a confirmation. Could you please check what happened and refund",
  " the duplicate? You can reach me at margaret.thornton@halvorsen-logistics.com or on my direct",
  " line, +44 20 7946 0958. If I am not available, my colleague Priya Raman handles payables while",
  " I am travelling; her address is priya.raman@halvorsen-logistics.com and her mobile is",
  " +44 7700 900123. For the refund, please use the same card, or if that is not possible, our bank",
  " account: IBAN GB82 WEST 1234 5698 7654 32, account holder Halvorsen Logistics Ltd. Please do",
  " not send anything to the old billing address, accounts@halvorsen.co.uk, since that mailbox is",
  " no longer monitored after our migration last year. Our office moved to 14 Wharf Road, London",
  " N1 7GR, so any paper correspondence should go there, to my attention. Also, the invoice lists",
  " the wrong VAT number and contact person: it still shows Thomas Becker, who left the company",
  " in January. Please update the contact to me. For reference, our customer number is HL-20931",
  " and the ticket Daniel mentioned might be under my name or under the company name. I would",
  " appreciate an answer before the end of the week because our quarter closes on Friday and the",
  " auditors will ask about the duplicate charge. Thank you for your help, and apologies for the",
  " long message. Kind regards, Margaret Thornton, Finance Manager, Halvorsen Logistics Ltd."
})

local body = '{"model":"gpt-4o-mini","messages":[{"role":"system","content":"You are a helpful'
  .. ' support assistant for a billing platform. Answer briefly and politely."},{"role":"user",'
  .. '"content":"' .. message .. '"}]'
if stream then
  body = body .. ',"stream":true'
end
if target == "sigil" then
  body = body .. ',"connection_id":"' .. (os.getenv("BENCH_CONNECTION") or "bench")
    .. '","purpose":"support"'
end
body = body .. '}'
if target == "deidentify" then
  body = '{"text":"' .. message .. '"}'
end

wrk.method = "POST"
wrk.body = body
wrk.headers["Content-Type"] = "application/json"
if target == "sigil" or target == "deidentify" then
  local f = assert(io.open(os.getenv("SIGIL_TOKEN_FILE")))
  wrk.headers["Authorization"] = "Bearer " .. f:read("*l")
  f:close()
else
  wrk.headers["Authorization"] = "Bearer sk-bench-not-a-key"
end
if target == "portkey" then
  wrk.headers["x-portkey-provider"] = "openai"
  wrk.headers["x-portkey-custom-host"] = assert(os.getenv("BENCH_UPSTREAM_URL"))
end

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  bad = 0
  first_bad = nil
end

function response(status, headers, body)
  local ok = status == 200 and body ~= nil
  if ok and target == "deidentify" then
    ok = string.find(body, '"entities"', 1, true) ~= nil
  elseif ok and stream then
    ok = string.find(body, "data: [DONE]", 1, true) ~= nil
  elseif ok then
    ok = string.find(body, '"chat.completion"', 1, true) ~= nil
  end
  if not ok then
    bad = bad + 1
    if first_bad == nil then
      first_bad = status .. " " .. string.sub(body or "", 1, 300)
    end
  end
end

function done(summary, latency, requests)
  local failed = 0
  for _, t in ipairs(threads) do
    failed = failed + (t:get("bad") or 0)
    local sample = t:get("first_bad")
    if sample then
      io.write("  first failed answer: ", sample, "\n")
    end
  end
  local e = summary.errors
  io.write(string.format("  RESULT rps=%.1f p50=%.3f p99=%.3f max=%.3f requests=%d failed=%d"
      .. " socket_errors=%d body_bytes=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000, summary.requests, failed,
    e.connect + e.read + e.write + e.timeout, #body))
end
