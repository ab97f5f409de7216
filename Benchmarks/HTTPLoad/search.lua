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

-- Run from the repository root (run.sh does).
done = dofile("Benchmarks/HTTPLoad/report.lua")
