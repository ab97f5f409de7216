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

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d seconds=%.2f rps=%.0f p50_ms=%.2f p99_ms=%.2f non2xx=%d socket_errors=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
