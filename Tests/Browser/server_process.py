"""The server under test as a process: started on a free loopback port with a data folder
and a sprite host of the caller's choosing, stopped at the end. run.py starts the main one;
scenarios that need another sprite host (an unreachable one) start their own."""

import os
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

#: The server under test; {port}, {db} and {sprites} are filled in. Change it here if the server's
#: command changes (POKESEARCH_SERVER_COMMAND overrides it for one run, as one shell-quoted line).
#: Passwords at bcrypt's lowest cost: the scenarios sign up dozens of trainers, and a hash of
#: the usual cost 12 takes a debug build a second of CPU (the server tests keep 12 where it matters).
SERVER_COMMAND = [os.path.join(ROOT, ".build/debug/pokesearch"), "serve",
                  "--host", "127.0.0.1", "--port", "{port}", "--db", "{db}", "--sprite-base-url", "{sprites}",
                  "--password-cost", "4"]
if os.environ.get("POKESEARCH_SERVER_COMMAND"):
    SERVER_COMMAND = shlex.split(os.environ["POKESEARCH_SERVER_COMMAND"])
READY_PATH = "/api/languages"
READY_TIMEOUT_S = 120


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def can_start():
    """Whether this run can start servers of its own (the command's program exists)."""
    program = SERVER_COMMAND[0]
    return os.path.exists(program) or shutil.which(program) is not None


class ServerProcess:
    """`pokesearch serve` on a free loopback port, over a fresh data folder, fetching sprites from `sprites_url`."""

    def __init__(self, sprites_url):
        self.data_folder = tempfile.mkdtemp(prefix="pokesearch-browser-")
        port = free_port()
        values = {"port": str(port), "db": os.path.join(self.data_folder, "pokedex.sqlite"), "sprites": sprites_url}
        command = [part.format(**values) for part in SERVER_COMMAND]
        environment = dict(os.environ, HOME=self.data_folder, XDG_DATA_HOME=self.data_folder, NO_COLOR="1")
        self.log = os.path.join(self.data_folder, "server.log")
        print("starting:", " ".join(command), flush=True)
        with open(self.log, "w") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=environment, cwd=ROOT)
        self.url = f"http://127.0.0.1:{port}"
        try:
            self.wait_until_ready()
        except BaseException:
            self.process.kill()
            print(open(self.log).read()[-4000:], file=sys.stderr)
            shutil.rmtree(self.data_folder, ignore_errors=True)
            raise

    def wait_until_ready(self):
        deadline = time.time() + READY_TIMEOUT_S
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"the server exited with status {self.process.returncode} before it was ready")
            try:
                with urllib.request.urlopen(self.url + READY_PATH, timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.25)
        raise SystemExit(f"the server did not answer {READY_PATH} within {READY_TIMEOUT_S} s")

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.data_folder, ignore_errors=True)
