-- GET load for run.sh. PATHS names a file of request paths, one a line: one
-- path is sent as wrk's own prepared request; several are sent in turn, each
-- thread starting at its own place, so that consecutive requests ask
-- different things. COOKIE (a session) and GZIP=1 (Accept-Encoding: gzip)
-- add headers. Requests are formatted once, at start: the Lua per request
-- is a table lookup, so wrk takes no more of the shared cores than it must.
local paths = {}
for line in io.lines(os.getenv("PATHS")) do
  if line ~= "" then paths[#paths + 1] = line end
end
local headers = {}
if os.getenv("COOKIE") and os.getenv("COOKIE") ~= "" then headers["Cookie"] = os.getenv("COOKIE") end
if os.getenv("GZIP") == "1" then headers["Accept-Encoding"] = "gzip" end

local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("first", (threads - 1) * 997)
end

if #paths == 1 then
  wrk.path = paths[1]
  for name, value in pairs(headers) do wrk.headers[name] = value end
else
  local requests, counter = {}, 0
  init = function()
    for index, path in ipairs(paths) do requests[index] = wrk.format("GET", path, headers) end
    counter = first or 0
  end
  request = function()
    counter = counter + 1
    return requests[(counter % #requests) + 1]
  end
end

-- Run from the repository root (run.sh does).
done = dofile("Benchmarks/HTTPLoad/report.lua")
