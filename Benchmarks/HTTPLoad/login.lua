-- A login storm: POST /api/login, each request the next of ACCOUNTS trainers
-- (storm1 … stormN, password "storm-password-N") in turn, right passwords
-- all. ORIGIN comes from the environment.
local origin = os.getenv("ORIGIN")
local accounts = tonumber(os.getenv("ACCOUNTS") or "16")
local counter = 0

request = function()
  counter = counter + 1
  local n = (counter % accounts) + 1
  local body = string.format('{"username": "storm%d", "password": "storm-password-%d"}', n, n)
  return wrk.format("POST", "/api/login", { ["Origin"] = origin, ["Content-Type"] = "application/json" }, body)
end

done = dofile("Benchmarks/HTTPLoad/report.lua")
