-- wrk's summary as one line the scripts read: requests, throughput, p50/p99/max, errors.
return function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d seconds=%.2f rps=%.0f p50_ms=%.2f p99_ms=%.2f non2xx=%d socket_errors=%d max_ms=%.2f\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency.max / 1000))
end
