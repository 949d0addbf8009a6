-- POST /v1/admin/credentials with the bearer token from SIGIL_TOKEN_FILE: an audited write that
-- also has an effect (a credential row), committed durably before the answer.
local f = assert(io.open(os.getenv("SIGIL_TOKEN_FILE")))
wrk.method = "POST"
wrk.headers["Authorization"] = "Bearer " .. f:read("*l")
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"name":"bench","scopes":["audit:read"]}'
f:close()
