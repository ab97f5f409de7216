// The HTTP API of `pokesearch serve` (see plan/api.md): one fetch wrapper that
// turns error bodies into ApiError, and a guard that keeps stale responses out.

/** An error answered by the server ({"error": {message, position?, suggestions?}}) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(status, message, { position = null, suggestions = [], retryAfter = null } = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.position = position;
    this.suggestions = suggestions;
    this.retryAfter = retryAfter;
  }
}

/** Builds "/api/search?q=…" from a path and parameters, leaving out null, undefined and "". */
export function apiURL(path, params = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value != null && value !== "") query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const prefetched = new Map();

/**
 * Starts a GET before the page is ready to ask for it (the first results, while the UI
 * strings load); the first api() call for the same URL takes its answer.
 */
export function prefetch(path, params) {
  const url = apiURL(path, params);
  const response = fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  response.catch(() => {}); // a failure is reported to the call that takes it
  prefetched.set(url, response);
}

/** Calls the API; resolves to the decoded JSON (null for 204), rejects with ApiError. */
export async function api(path, { method = "GET", params, body, signal } = {}) {
  const init = { method, credentials: "same-origin", signal, headers: { Accept: "application/json" } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const url = apiURL(path, params);
  const early = method === "GET" ? prefetched.get(url) : undefined;
  prefetched.delete(url);
  let response;
  try {
    response = await (early ?? fetch(url, init));
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new ApiError(0, error.message);
  }
  if (response.status === 204) return null;
  let payload = null;
  try {
    payload = await response.json();
  } catch (error) {
    if (error.name === "AbortError") throw error;
    if (response.ok) throw new ApiError(response.status, "the server answered something that is not JSON");
  }
  if (!response.ok) {
    const detail = payload?.error ?? {};
    throw new ApiError(response.status, detail.message || response.statusText, {
      position: detail.position ?? null,
      suggestions: detail.suggestions ?? [],
      retryAfter: Number(response.headers.get("Retry-After")) || null,
    });
  }
  return payload;
}

/** What LatestRequest.run answers when a newer request has replaced this one. */
export const STALE = Symbol("stale");

/**
 * Keeps only the newest of overlapping requests: each run aborts the one before,
 * and a response that arrives after a newer run started resolves to STALE
 * (a sequence number, so even a response the abort came too late for is dropped).
 */
export class LatestRequest {
  #sequence = 0;
  #controller = null;

  async run(request) {
    const sequence = ++this.#sequence;
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    try {
      const value = await request(controller.signal);
      return sequence === this.#sequence ? value : STALE;
    } catch (error) {
      if (sequence !== this.#sequence || error.name === "AbortError") return STALE;
      throw error;
    }
  }

  /** Drops whatever is in flight (a view that goes away). */
  cancel() {
    this.#sequence++;
    this.#controller?.abort();
    this.#controller = null;
  }
}
