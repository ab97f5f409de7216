// Sign up and log in (/signup, /login), and the prompt other views show when
// they need a trainer.

import { ApiError } from "./api.js";
import { h, replaceChildren } from "./dom.js";
import { t } from "./i18n.js";
import { navigate, matchRoute } from "./router.js";
import { currentTrainer, signIn } from "./session.js";
import { toast } from "./toast.js";

/**
 * Where to go after logging in: `next` read as the browser would read it as a
 * link on this page (backslashes, tabs and `//` make another host of
 * `/\evil.example`), kept only when it stays on this origin, and then only
 * its path, query and fragment: never another site.
 */
function nextPath(params) {
  const next = params.get("next");
  if (!next) return "/";
  let url;
  try {
    url = new URL(next, location.origin);
  } catch {
    return "/";
  }
  if (url.origin !== location.origin) return "/";
  // A path that starts with two slashes would itself be read as a host.
  return "/" + url.pathname.replace(/^\/+/, "") + url.search + url.hash;
}

function withNext(path, next) {
  return next && next !== "/" ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** "Log in to see your favorites" with links that come back here afterwards. */
export function loginPrompt(messageKey) {
  const here = location.pathname + location.search;
  return h("div", { class: "empty login-prompt" },
    h("div", { class: "empty-ball", "aria-hidden": "true" }),
    h("p", { class: "empty-title" }, t(messageKey)),
    h("p", { class: "actions" },
      h("a", { class: "button button-primary", href: withNext("/login", here) }, t("auth.login")),
      h("a", { class: "button", href: withNext("/signup", here) }, t("auth.signup"))));
}

function errorText(error, kind) {
  if (!(error instanceof ApiError)) return error.message;
  switch (error.status) {
    case 0: return t("error.network");
    case 401: return t("auth.bad");
    case 409: return t("auth.taken");
    case 429: return t("auth.ratelimited", { seconds: error.retryAfter ?? 60 });
    default: return error.message || t(`auth.${kind}.failed`);
  }
}

/** The form for "login" or "signup". */
export function createAuthView(kind) {
  const element = h("section", { class: "view auth-view" });
  const signup = kind === "signup";

  function drawForm(next) {
    const username = h("input", { id: `${kind}-username`, name: "username", required: true, autocomplete: "username",
      autocapitalize: "off", spellcheck: "false", maxlength: "64" });
    const password = h("input", { id: `${kind}-password`, name: "password", type: "password", required: true,
      autocomplete: signup ? "new-password" : "current-password", minlength: signup ? "8" : null, "aria-describedby": signup ? `${kind}-password-hint` : null });
    const error = h("p", { class: "form-error", id: `${kind}-error`, role: "alert" });
    const submit = h("button", { type: "submit", class: "button button-primary button-wide" }, t(`auth.${kind}`));
    const form = h("form", { class: "auth-card", novalidate: true, "aria-labelledby": `${kind}-title` },
      h("h1", { id: `${kind}-title`, tabindex: "-1" }, t(`auth.${kind}.title`)),
      h("p", { class: "muted" }, t(`auth.${kind}.intro`)),
      h("div", { class: "field" }, h("label", { for: username.id }, t("auth.username")), username),
      h("div", { class: "field" }, h("label", { for: password.id }, t("auth.password")), password,
        signup ? h("p", { class: "field-hint", id: `${kind}-password-hint` }, t("auth.password.hint")) : null),
      error,
      submit,
      h("p", { class: "auth-switch" }, t(signup ? "auth.have" : "auth.new"), " ",
        h("a", { href: withNext(signup ? "/login" : "/signup", next) }, t(signup ? "auth.login" : "auth.signup"))));

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      error.textContent = "";
      if (!username.value.trim()) {
        error.textContent = t("auth.username.missing");
        return username.focus();
      }
      if (password.value.length < (signup ? 8 : 1)) {
        error.textContent = t(signup ? "auth.password.short" : "auth.password.missing");
        return password.focus();
      }
      submit.disabled = true;
      form.setAttribute("aria-busy", "true");
      try {
        const trainer = await signIn(kind, username.value.trim(), password.value);
        toast(t(signup ? "auth.welcome.new" : "auth.welcome", { name: trainer.name }), "success");
        navigate(next, { replace: true });
      } catch (failure) {
        error.textContent = errorText(failure, kind);
        password.value = "";
        password.focus();
      } finally {
        submit.disabled = false;
        form.removeAttribute("aria-busy");
      }
    });
    replaceChildren(element, form);
    return username;
  }

  return {
    element,
    title: () => t(`auth.${kind}`),
    show(route) {
      const next = nextPath(route.params);
      const trainer = currentTrainer();
      if (trainer) {
        replaceChildren(element, h("div", { class: "auth-card" },
          h("h1", { tabindex: "-1" }, t("auth.already", { name: trainer.name })),
          h("p", {}, h("a", { class: "button button-primary", href: next }, t("auth.continue")))));
        return;
      }
      const first = drawForm(next);
      if (matchRoute().name === kind) first.focus({ preventScroll: true });
    },
  };
}
