-- Adds the bearer token from the file named by SIGIL_TOKEN_FILE, so the token never appears on a
-- command line (where ps would show it).
local f = assert(io.open(os.getenv("SIGIL_TOKEN_FILE")))
wrk.headers["Authorization"] = "Bearer " .. f:read("*l")
f:close()
