// The checks of checks.js in headless Chromium: a server on 127.0.0.1
// serves the package at $LIBSUDOKU_JS (as /pkg/), this folder (/tests/)
// and the oracle (/oracle.json); browser.html runs every check there and
// posts the results, which become this file's tests. $CHROMIUM names the
// browser (default /usr/bin/chromium); when it is missing the test says
// SKIPPED. $SUDOKU_JS_BENCH, when set, names a file for the per-call times
// measured in the browser.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildOracle, repo } from "./oracle.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(process.env.LIBSUDOKU_JS || path.join(repo, "build", "js", "package"));
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html", ".json": "application/json" };

function serve(oracle, onResult) {
  return createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (req.method === "POST" && url.pathname === "/result") {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        res.end("ok");
        onResult(JSON.parse(body));
      });
      return;
    }
    if (url.pathname === "/oracle.json") {
      res.setHeader("content-type", types[".json"]);
      return res.end(JSON.stringify(oracle));
    }
    // Only files under the package and this folder.
    const root = url.pathname.startsWith("/pkg/") ? pkgDir : url.pathname.startsWith("/tests/") ? here : null;
    const file = root && path.join(root, url.pathname.replace(/^\/(pkg|tests)\//, ""));
    if (!file || !file.startsWith(root + path.sep) || !existsSync(file)) {
      res.statusCode = 404;
      return res.end("not found");
    }
    res.setHeader("content-type", types[path.extname(file)] || "application/octet-stream");
    res.end(readFileSync(file));
  });
}

if (!existsSync(chromium)) {
  test("headless Chromium", { skip: `SKIPPED: ${chromium} not found; install it with: apt-get install chromium` }, () => {});
} else {
  const oracle = buildOracle();
  let deliver;
  const result = new Promise((resolve) => (deliver = resolve));
  const server = serve(oracle, deliver);
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const profile = mkdtempSync(path.join(tmpdir(), "libsudoku-chromium-"));
  // The flags the development machine's closed network needs (no
  // background connections), and no sandbox (tests run as root in CI).
  const browser = spawn(chromium, [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    `--user-data-dir=${profile}`, `http://127.0.0.1:${server.address().port}/tests/browser.html`,
  ], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  browser.stderr.on("data", (c) => (stderr += c));
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`no result from Chromium in 180 s; its stderr:\n${stderr}`)), 180000).unref());
  let r;
  try {
    r = await Promise.race([result, timeout]);
  } finally {
    browser.kill();
    server.close();
    await new Promise((res) => setTimeout(res, 200));
    rmSync(profile, { recursive: true, force: true });
  }
  test(`loads in Chromium`, () => {
    assert.equal(r.fatal, undefined);
    assert.ok(r.results.length >= 8, "every check ran");
    console.log(`# ${r.userAgent}`);
  });
  for (const c of r.results ?? []) {
    test(`Chromium: ${c.name}`, () => assert.ok(c.ok, c.error));
  }
  if (r.bench) {
    for (const [name, us] of Object.entries(r.bench)) console.log(`# Chromium ${name}: ${us.toFixed(1)} µs/call`);
    if (process.env.SUDOKU_JS_BENCH) writeFileSync(process.env.SUDOKU_JS_BENCH, JSON.stringify(r, null, 1));
  }
}
