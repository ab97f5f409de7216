"""Figures the browser tests report (never assert): written to output/measurements.json and
measurements.txt as they come, so every scenario that measures adds to one report."""

import json
import os
import statistics

import browser

_results = {}


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))]


def summary(values):
    return {"n": len(values), "p50": round(statistics.median(values), 1), "p95": round(percentile(values, 0.95), 1),
            "max": round(max(values), 1)}


def record(name, value):
    _results[name] = value
    os.makedirs(browser.OUTPUT, exist_ok=True)
    with open(os.path.join(browser.OUTPUT, "measurements.json"), "w") as file:
        json.dump(_results, file, indent=2)
    lines = ["Measurements (" + browser.BASE_URL + "):"] + [f"  {key}: {json.dumps(item)}" for key, item in _results.items()]
    with open(os.path.join(browser.OUTPUT, "measurements.txt"), "w") as file:
        file.write("\n".join(lines) + "\n")
