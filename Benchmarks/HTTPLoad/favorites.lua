-- Authenticated favorite writes: PUT /api/me/favorites/{id} with the session
-- cookie and the server's Origin, ids 1…1025 in turn (run with -t1 so one
-- counter covers every connection). COOKIE and ORIGIN come from the environment.
local cookie = os.getenv("COOKIE")
local origin = os.getenv("ORIGIN")
local counter = 0

request = function()
  local id = (counter % 1025) + 1
  counter = counter + 1
  return wrk.format("PUT", "/api/me/favorites/" .. id, { ["Cookie"] = cookie, ["Origin"] = origin })
end

-- Run from the repository root (run.sh does).
done = dofile("Benchmarks/HTTPLoad/report.lua")
