-- A sign-up storm: POST /api/signup, a new name each request (per wrk
-- thread: run with -t1). ORIGIN comes from the environment.
local origin = os.getenv("ORIGIN")
local counter = 0

request = function()
  counter = counter + 1
  local body = string.format('{"username": "burst%d-%d", "password": "burst-password-%d"}', os.time(), counter, counter)
  return wrk.format("POST", "/api/signup", { ["Origin"] = origin, ["Content-Type"] = "application/json" }, body)
end

done = dofile("Benchmarks/HTTPLoad/report.lua")
