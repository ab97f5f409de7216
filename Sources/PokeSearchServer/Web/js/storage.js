// Settings kept across visits in localStorage, which may be missing or refuse writes
// (private windows, storage switched off): then a setting lasts for this page only.

const memory = new Map();

/** Whether this browser keeps settings across visits. */
export const storageWorks = (() => {
  try {
    localStorage.setItem("pokesearch.probe", "1");
    localStorage.removeItem("pokesearch.probe");
    return true;
  } catch {
    return false;
  }
})();

export function readSetting(key) {
  if (memory.has(key)) return memory.get(key);
  return storageWorks ? localStorage.getItem(key) : null;
}

/** Stores a setting; null removes it. */
export function writeSetting(key, value) {
  memory.set(key, value);
  if (!storageWorks) return;
  try {
    if (value == null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Full or revoked since the probe: the value lives in memory for this page.
  }
}
