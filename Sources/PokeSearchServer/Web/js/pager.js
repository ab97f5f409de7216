// Infinite scroll over an offset-paged API answer ({total, results}): a page
// (20 by default) at a time, when a sentinel below the list comes near the
// viewport; or one page alone, when the user pages with page numbers. Pages are asked
// by offset, never by "what the last card was", and cards are deduplicated by id,
// so a list in a stable order shows each Pokémon once.
// While the user types, successive first pages share most of their cards: a card
// drawn lately (on screen, or a few keystrokes ago) is moved back, not built again
// (no new image to load and decode), and a page is written to the list in one operation.

import { LatestRequest, STALE } from "./api.js";

export const PAGE_SIZE = 20;
/** How far below the viewport the next page starts loading: ahead of the scroll, not on every keystroke. */
const LOOKAHEAD_PX = 400;
/** Cards kept after they leave the list, for the next pages that show them again. */
const RECENT_CARDS = 240;

export class InfiniteList {
  /**
   * list: the element cards go in; sentinel: an element after it; pageSize: items per request.
   * render(item) → Node; onPage(answer, {first}) runs after each page is drawn; onError(error, {first}).
   */
  constructor({ list, sentinel, render, pageSize = PAGE_SIZE, onPage = () => {}, onError = () => {} }) {
    Object.assign(this, { list, sentinel, render, pageSize, onPage, onError });
    this.endless = true;
    this.drawn = new Map();
    this.recent = new Map();
    this.ids = new Set();
    this.request = new LatestRequest();
    this.fetchPage = null;
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) this.loadMore();
    }, { rootMargin: `0px 0px ${LOOKAHEAD_PX}px 0px` });
    this.observer.observe(sentinel);
  }

  get done() {
    return !this.endless || (this.total != null && this.offset >= this.total);
  }

  /**
   * Starts over with a new source, fetching its first page; resolves once it is drawn
   * (or found stale). `redraw` forgets the cards drawn so far (their content changed).
   * fetchPage(offset, limit, signal) → {total, results}.
   */
  async reset(fetchPage, { redraw = false } = {}) {
    this.sentinel.dataset.state = this.list.children.length ? "refreshing" : "loading";
    let answer;
    try {
      answer = await this.request.run((signal) => fetchPage(0, this.pageSize, signal));
    } catch (error) {
      this.sentinel.dataset.state = "error";
      this.onError(error, { first: true });
      return;
    }
    if (answer !== STALE) this.start(fetchPage, answer, { redraw });
  }

  /**
   * Shows `answer`, the first page of `fetchPage` already fetched; later pages come from
   * `fetchPage` as the list scrolls, unless `endless` is false (a numbered page).
   */
  start(fetchPage, answer, { redraw = false, endless = true } = {}) {
    this.request.cancel();
    this.endless = endless;
    if (redraw) this.drawn = new Map();
    if (redraw) this.forget();
    this.fetchPage = fetchPage;
    this.ids = new Set();
    this.loading = false;
    this.#show(answer, 0, true);
  }

  /** Loads the next page unless one is loading or everything is shown. */
  async loadMore() {
    if (!this.fetchPage || this.loading || this.done || this.total == null) return;
    this.loading = true;
    this.sentinel.dataset.state = "loading";
    const offset = this.offset;
    let answer;
    try {
      answer = await this.request.run((signal) => this.fetchPage(offset, this.pageSize, signal));
    } catch (error) {
      this.loading = false;
      this.sentinel.dataset.state = "error";
      this.onError(error, { first: false });
      return;
    }
    if (answer === STALE) return;
    this.loading = false;
    this.#show(answer, offset, false);
  }

  #show(answer, offset, first) {
    this.answeredAt = performance.now();
    this.total = answer.total;
    this.offset = offset + this.pageSize;
    const fresh = answer.results.filter((item) => !this.ids.has(item.id));
    for (const item of fresh) this.ids.add(item.id);
    const nodes = fresh.map((item) => this.drawn.get(item.id) ?? this.recent.get(item.id) ?? this.render(item));
    if (first) {
      const children = this.list.children;
      const unchanged = nodes.length === children.length && nodes.every((node, i) => node === children[i]);
      if (!unchanged) this.list.replaceChildren(...nodes);
      for (const [id, node] of this.drawn) this.#keep(id, node);
      this.drawn = new Map(fresh.map((item, i) => [item.id, nodes[i]]));
    } else {
      this.list.append(...nodes);
      fresh.forEach((item, i) => this.drawn.set(item.id, nodes[i]));
    }
    if (answer.results.length < this.pageSize) this.total = Math.min(this.total, this.offset);
    this.sentinel.dataset.state = this.done ? "done" : "idle";
    this.onPage(answer, { first });
    // A tall screen can still show the sentinel after a page: keep filling it
    // (offsetParent is null while the view is hidden), once this frame is drawn.
    requestAnimationFrame(() => {
      if (!this.done && this.sentinel.offsetParent && this.sentinel.getBoundingClientRect().top < innerHeight + LOOKAHEAD_PX) this.loadMore();
    });
  }

  /** Remembers a card that left the list, the oldest going first. */
  #keep(id, node) {
    this.recent.delete(id);
    this.recent.set(id, node);
    if (this.recent.size > RECENT_CARDS) this.recent.delete(this.recent.keys().next().value);
  }

  /** Cards off the list are built again when next shown (their content changed: a favorite, the language). */
  forget() {
    this.recent = new Map();
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

  /** Forgets the source: nothing more loads until the next start (the list shows an error). */
  stop() {
    this.cancel();
    this.fetchPage = null;
    this.sentinel.dataset.state = "idle";
  }
}
