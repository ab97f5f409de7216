// The logged-in trainer and their favorite ids, shared by every view.
// Emits "change" (login, logout) and "favorite" ({id, favorite}) on `sessionEvents`.

import { api, ApiError } from "./api.js";
import { readSetting, writeSetting, storageWorks } from "./storage.js";

/**
 * The session cookie is HttpOnly, so the page cannot see it. This flag remembers
 * that a login happened in this browser: a visitor who never logged in costs no
 * /api/me request (and no 401 in the console) on every page load.
 */
const SIGNED_IN_HINT = "pokesearch.signed-in";

export const sessionEvents = new EventTarget();

let trainer = null;
let favoriteIds = new Set();
let pendingFavorite = null;
let pendingCatch = null;
let finishedCatch = null;

function setHint(on) {
  writeSetting(SIGNED_IN_HINT, on ? "1" : null);
}

/** Without storage there is no hint to trust: ask the server every time. */
function hinted() {
  return !storageWorks || readSetting(SIGNED_IN_HINT) === "1";
}

function emit(type, detail = {}) {
  sessionEvents.dispatchEvent(new CustomEvent(type, { detail }));
}

/** {name, created_at} of the logged-in trainer, or null. */
export function currentTrainer() {
  return trainer;
}

export function isFavorite(id) {
  return favoriteIds.has(Number(id));
}

async function loadFavoriteIds() {
  const { ids } = await api("/api/me/favorites/ids");
  favoriteIds = new Set(ids.map(Number));
}

/** Forgets the trainer after a 401 (session expired or revoked elsewhere). */
export function sessionLost() {
  if (!trainer) return;
  trainer = null;
  favoriteIds = new Set();
  setHint(false);
  emit("change", { expired: true });
}

/** On page load: asks the server who is logged in, when a login happened here before. */
export async function restoreSession() {
  if (!hinted()) return;
  try {
    const me = await api("/api/me");
    trainer = me.trainer;
    await loadFavoriteIds();
  } catch (error) {
    trainer = null;
    favoriteIds = new Set();
    if (error instanceof ApiError && error.status === 401) setHint(false);
  }
  emit("change");
}

/** Signs up or logs in ("signup" | "login"); rejects with ApiError (400, 401, 409, 429). */
export async function signIn(kind, username, password) {
  const answer = await api(`/api/${kind}`, { method: "POST", body: { username, password } });
  trainer = answer.trainer;
  setHint(true);
  await loadFavoriteIds();
  if (pendingFavorite != null) {
    const id = pendingFavorite;
    pendingFavorite = null;
    if (!favoriteIds.has(id)) await setFavorite(id, true).catch(() => {});
  }
  if (pendingCatch != null) {
    const id = pendingCatch;
    pendingCatch = null;
    // Already caught (409) is as good: the encounter says so when it shows the Pokémon.
    await api(`/api/me/backpack/${id}`, { method: "POST" }).then(() => (finishedCatch = id), () => {});
  }
  emit("change");
  return trainer;
}

export async function signOut() {
  try {
    await api("/api/logout", { method: "POST" });
  } finally {
    trainer = null;
    favoriteIds = new Set();
    setHint(false);
    emit("change");
  }
}

/** Remembers a heart clicked while logged out: it is set once the login succeeds. */
export function favoriteAfterLogin(id) {
  pendingFavorite = Number(id);
}

/** Remembers a Catch clicked while logged out: the Pokémon is caught once the login succeeds. */
export function catchAfterLogin(id) {
  pendingCatch = Number(id);
}

/** The Pokémon a login just caught for the encounter to announce (once), or null. */
export function takeFinishedCatch() {
  const id = finishedCatch;
  finishedCatch = null;
  return id;
}

/** Sets or clears a favorite; every heart on the page follows (optimistically, undone on failure). */
export async function setFavorite(id, favorite) {
  id = Number(id);
  const before = favoriteIds.has(id);
  const apply = (on) => {
    if (on) favoriteIds.add(id);
    else favoriteIds.delete(id);
    emit("favorite", { id, favorite: on });
  };
  apply(favorite);
  try {
    await api(`/api/me/favorites/${id}`, { method: favorite ? "PUT" : "DELETE" });
  } catch (error) {
    apply(before);
    if (error instanceof ApiError && error.status === 401) sessionLost();
    throw error;
  }
}
