"""Headless Chromium for the browser tests: started once and shared by the scenarios
(each gets one as if new: no cookies, no storage, its own viewport size and colour
scheme; the HTTP cache is kept, as it holds only the app's versioned files, which a
scenario about a first visit clears), and the checks every scenario shares (console
errors, horizontal scroll, broken images, screenshots)."""

import json
import os
import time
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "output")

PHONE = (375, 812)
DESKTOP = (1440, 900)

#: The server under test (run.py starts one and sets this; or point it at a running server).
BASE_URL = os.environ.get("POKESEARCH_URL", "http://127.0.0.1:8080").rstrip("/")
#: Set by run.py when the server fetches sprites from sprite_server.py (ids divisible by 4 are missing).
LOCAL_SPRITES = os.environ.get("POKESEARCH_LOCAL_SPRITES") == "1"


def api_get(path):
    """The API's own answer, read directly: what the page must show."""
    return api_get_from(BASE_URL, path)


def api_get_from(base_url, path):
    """The answer of the server at `base_url` (a scenario's own server)."""
    with urllib.request.urlopen(base_url + path, timeout=60) as response:
        return json.load(response)


_idle = []
_started = []


def acquire(size=DESKTOP, color_scheme="light"):
    """A browser with nothing of the scenarios before it (cookies, storage, init scripts,
    blocked addresses, logs), at `size` CSS pixels: a started one when one is free, else a new one."""
    driver = _idle.pop() if _idle else new_browser(size, color_scheme)
    reset(driver, size, color_scheme)
    return driver


def release(driver):
    """Gives a browser back for the next scenario (one that cannot be reset is quit)."""
    try:
        driver.execute_script("return 1")  # still answers (the next scenario's reset leaves the page)
        _idle.append(driver)
    except Exception:
        quit_browser(driver)


def quit_browser(driver):
    if driver in _idle:
        _idle.remove(driver)
    if driver in _started:
        _started.remove(driver)
    try:
        driver.quit()
    except Exception:
        pass


def quit_all():
    for driver in list(_started):
        quit_browser(driver)


def add_init_script(driver, source):
    """Runs `source` in every page the browser opens until the scenario ends (reset removes it)."""
    identifier = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})["identifier"]
    driver.init_scripts.append(identifier)


def reset(driver, size, color_scheme):
    driver.get("about:blank")
    for identifier in driver.init_scripts:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier})
    driver.init_scripts = []
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": BASE_URL, "storageTypes": "all"})
    set_viewport(driver, size)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": color_scheme}]})
    driver.get_log("browser")


def new_browser(size=DESKTOP, color_scheme="light"):
    """A fresh headless Chromium (its own profile: no cookies, no storage) at `size` CSS pixels."""
    options = Options()
    options.binary_location = CHROMIUM
    # One renderer process for every page, whatever its site: each scenario goes to about:blank
    # and back to the app, and a new renderer for each of those (site isolation's default)
    # cost twice the CPU time of the navigation itself.
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--no-first-run", "--disable-extensions", "--disable-background-networking",
                     "--renderer-process-limit=1", "--disable-site-isolation-trials",
                     "--disable-features=site-per-process,BackForwardCache",
                     f"--window-size={size[0]},{size[1]}"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    driver.init_scripts = []
    _started.append(driver)
    set_viewport(driver, size)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": color_scheme}]})
    driver.implicitly_wait(0)
    return driver


def set_viewport(driver, size):
    """The viewport itself at width × height (a headless window cannot be narrower than 500 px)."""
    width, height = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def wait_for(driver, condition, timeout=15, message="condition"):
    """Polls `condition(driver)` until it is truthy; returns its value. An element that is
    missing or was just redrawn counts as "not yet"."""
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.05,
                             ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(lambda d: condition(d) or None)
    except TimeoutException:
        raise AssertionError(f"timed out after {timeout} s waiting for {message}") from None


def cards(driver):
    """The ids of the cards (or the table's rows) in the current view's list, in order."""
    return driver.execute_script(
        "const view = [...document.querySelectorAll('main > .view')].find(v => !v.hidden);"
        "return view ? [...view.querySelectorAll('.card, tr[data-id]')].map(c => Number(c.dataset.id)) : [];")


def grid_settled(driver):
    """True when the grid shows the answer for what the search box holds (nothing loading)."""
    return driver.execute_script(
        "const v = document.querySelector('.grid-view');"
        "return !!v && !v.hidden && !v.classList.contains('loading');")


def console_errors(driver, expected=()):
    """Browser console entries at SEVERE level: JavaScript errors, CSP reports, failed requests.

    `expected` names the answers a scenario provokes on purpose, each as (part of the URL,
    HTTP status): a wrong password's 401 on /api/login, say (None: a request the scenario
    blocks). Chromium logs every 4xx answer; nothing else is let through (a sprite that
    cannot be had is a placeholder, not an error).
    """
    errors = []
    for entry in driver.get_log("browser"):
        if entry["level"] != "SEVERE":
            continue
        message = entry["message"]
        if entry.get("source") == "network" and any(
                part in message and (status is None or f"status of {status} " in message) for part, status in expected):
            continue
        errors.append(message)
    return errors


def horizontal_overflow(driver):
    """How many CSS pixels the page is wider than the viewport (0 when there is no horizontal scroll)."""
    return driver.execute_script(
        "return Math.max(0, Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);")


def image_report(driver):
    """Every <img> on the page: loaded, broken, or pending (not yet asked for, or loading:
    the page loads images near the viewport, a few at a time); and the placeholders."""
    return driver.execute_script("""
        const report = {loaded: [], broken: [], pending: [], placeholders: document.querySelectorAll('.placeholder').length};
        for (const img of document.images) {
          if (img.closest('[hidden]')) continue;
          const entry = img.getAttribute('src') || img.dataset.src;
          if (!img.getAttribute('src') || !img.complete) report.pending.push(entry);
          else if (img.naturalWidth > 0) report.loaded.push(entry);
          else report.broken.push(entry);
        }
        return report;""")


def settle_images(driver, timeout=10):
    """Waits until every image inside the viewport has loaded or become a placeholder."""
    wait_for(driver, lambda d: d.execute_script("""
        return [...document.images].every(img => {
          const r = img.getBoundingClientRect();
          const visible = r.bottom > 0 && r.top < innerHeight && r.width > 0 && !img.closest('[hidden]');
          return !visible || (img.getAttribute('src') && img.complete && !img.hasAttribute('data-pending'));
        });"""), timeout, "images in view to finish loading")
    time.sleep(0.1)


#: Whether the views' screenshots are saved (Tests/Browser/output), for a person to look
#: at. CI, where no one looks at them, sets POKESEARCH_SCREENSHOTS=0: each costs Chromium
#: about 0.09 s of CPU, some 10 s a run. A failure's screenshot is saved either way.
SCREENSHOTS = os.environ.get("POKESEARCH_SCREENSHOTS", "1") != "0"


def screenshot(driver, name, always=False):
    """Saves the viewport as output/NAME.png and returns its path; None when screenshots are off."""
    if not (SCREENSHOTS or always):
        return None
    os.makedirs(OUTPUT, exist_ok=True)
    path = os.path.join(OUTPUT, f"{name}.png")
    # A view still fetching is drawn faded (.loading): the picture is of what it settles on.
    try:
        wait_for(driver, lambda d: not d.execute_script("return !!document.querySelector('.view.loading, .grid-view.loading, .detail-view.loading')"),
                 timeout=5, message="views to finish loading")
    except AssertionError:
        pass
    # Images still loading would show as empty tinted squares: the picture waits for them,
    # a while (the tests that check images assert on them; a picture only shows them).
    try:
        settle_images(driver, timeout=5)
    except AssertionError:
        pass
    # A view just drawn may still be animating (the stat bars grow for 0.6 s): the
    # picture is of where the animations end, not of a frame half-way.
    driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const finite = document.getAnimations().filter(a => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
        Promise.race([Promise.all(finite.map(a => a.finished.catch(() => null))), new Promise(r => setTimeout(r, 1500))])
            .then(() => done(null));""")
    driver.save_screenshot(path)
    return path


def type_slowly(element, text, pause=0.12):
    """One key at a time, as a person types (every keystroke is its own input event)."""
    for character in text:
        element.send_keys(character)
        time.sleep(pause)


def search_box(driver):
    return driver.find_element(By.ID, "q")
