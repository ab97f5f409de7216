// One polite live region for short confirmations and errors ("Added to favorites").

let timer = 0;

/** Shows a message for a few seconds; kind is "info", "success" or "error". */
export function toast(message, kind = "info") {
  const element = document.getElementById("toast");
  element.textContent = message;
  element.dataset.kind = kind;
  element.classList.add("visible");
  clearTimeout(timer);
  timer = setTimeout(() => element.classList.remove("visible"), 4000);
}
