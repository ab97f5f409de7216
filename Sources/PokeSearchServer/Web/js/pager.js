// Infinite scroll over an offset-paged API answer ({total, results}): 20 at a
// time, when a sentinel below the list comes near the viewport. Pages are asked
// by offset, never by "what the last card was", and cards are deduplicated by id,
// so a list in a stable order shows each Pokémon once.
// While the user types, successive first pages share most of their cards: a card
// already drawn is moved, not built again (no new image to decode, less layout).

import { LatestRequest, STALE } from "./api.js";

export const PAGE_SIZE = 20;
/** How far below the viewport the next page starts loading: ahead of the scroll, not on every keystroke. */
const LOOKAHEAD_PX = 400;

export class InfiniteList {
  /**
   * list: the element cards go in; sentinel: an element after it.
   * fetchPage(offset, limit, signal) → {total, results}; render(item) → Node.
   * onPage(answer, {first}) runs after each page is drawn; onError(error, {first}).
   */
  constructor({ list, sentinel, render, onPage = () => {}, onError = () => {} }) {
    Object.assign(this, { list, sentinel, render, onPage, onError });
    this.drawn = new Map();
    this.request = new LatestRequest();
    this.fetchPage = null;
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) this.loadMore();
    }, { rootMargin: `0px 0px ${LOOKAHEAD_PX}px 0px` });
    this.observer.observe(sentinel);
  }

  get done() {
    return this.total != null && this.offset >= this.total;
  }

  /**
   * Starts over with a new source; resolves once the first page is drawn (or found stale).
   * `redraw` forgets the cards drawn so far (their content changed, e.g. the language).
   */
  reset(fetchPage, { redraw = false } = {}) {
    if (redraw) this.drawn = new Map();
    this.fetchPage = fetchPage;
    this.offset = 0;
    this.total = null;
    this.ids = new Set();
    this.loading = false;
    return this.#load(true);
  }

  /** Loads the next page unless one is loading or everything is shown. */
  loadMore() {
    if (!this.fetchPage || this.loading || this.done || this.total == null) return;
    this.#load(false);
  }

  async #load(first) {
    this.loading = true;
    // A new first page over cards already shown dims them (CSS); the spinner is for the rest.
    this.sentinel.dataset.state = first && this.list.children.length ? "refreshing" : "loading";
    const offset = this.offset;
    let answer;
    try {
      answer = await this.request.run((signal) => this.fetchPage(offset, PAGE_SIZE, signal));
    } catch (error) {
      this.loading = false;
      this.sentinel.dataset.state = "error";
      this.onError(error, { first });
      return;
    }
    if (answer === STALE) return;
    this.answeredAt = performance.now();
    this.loading = false;
    this.total = answer.total;
    this.offset = offset + PAGE_SIZE;
    const fresh = answer.results.filter((item) => !this.ids.has(item.id));
    for (const item of fresh) this.ids.add(item.id);
    if (first) {
      const nodes = fresh.map((item) => this.drawn.get(item.id) ?? this.render(item));
      const unchanged = nodes.length === this.list.children.length && nodes.every((node, i) => node === this.list.children[i]);
      if (!unchanged) this.list.replaceChildren(...nodes);
      this.drawn = new Map(fresh.map((item, i) => [item.id, nodes[i]]));
    } else {
      const nodes = fresh.map((item) => this.render(item));
      this.list.append(...nodes);
      fresh.forEach((item, i) => this.drawn.set(item.id, nodes[i]));
    }
    if (answer.results.length < PAGE_SIZE) this.total = Math.min(this.total, this.offset);
    this.sentinel.dataset.state = this.done ? "done" : "idle";
    this.onPage(answer, { first });
    // A tall screen can still show the sentinel after a page: keep filling it
    // (offsetParent is null while the view is hidden).
    requestAnimationFrame(() => {
      if (!this.done && this.sentinel.offsetParent && this.sentinel.getBoundingClientRect().top < innerHeight + LOOKAHEAD_PX) this.loadMore();
    });
  }

  /** Takes a card out (an unfavorited Pokémon): the count and the next page's offset follow. */
  remove(id) {
    if (!this.ids.delete(id)) return;
    this.drawn.get(id)?.remove();
    this.drawn.delete(id);
    this.total = Math.max(0, this.total - 1);
    this.offset = Math.max(0, this.offset - 1);
  }

  /** Stops loading (the view is hidden or its source changes). */
  cancel() {
    this.request.cancel();
    this.loading = false;
  }
}
