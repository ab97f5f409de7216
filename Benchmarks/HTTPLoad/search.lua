-- Mixed /api/search queries, as the web app sends them: names, typos, types,
-- filters, other languages, sorts. Each request picks the next query in turn.
local queries = {
  "q=pikachu", "q=charizrd", "q=fire%20dragon", "q=type:water%20atk%3E100&sort=attack&order=desc",
  "q=gen:1%20legendary", "q=salameche&lang=fr", "q=%E3%83%94%E3%82%AB%E3%83%81%E3%83%A5%E3%82%A6",
  "q=dragon&sort=speed&order=desc", "q=levitate", "q=mr%20mime", "q=grass%20-poison", "q=bst%3C300",
  "q=eevee", "q=fire%7Cwater&offset=20", "q=mew", "q=steel%20psychic",
}
local counter = 0

request = function()
  counter = counter + 1
  local query = queries[(counter % #queries) + 1]
  return wrk.format("GET", "/api/search?" .. query .. "&limit=20", { ["Accept-Encoding"] = "gzip" })
end

local errors = 0
response = function(status, headers, body)
  if status ~= 200 then errors = errors + 1 end
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d seconds=%.2f rps=%.0f p50_ms=%.2f p99_ms=%.2f non2xx=%d socket_errors=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
