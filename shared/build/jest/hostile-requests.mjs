// Requests no browser would send, for the tests of every server of the platform (the
// shell's, the remotes', the card sandbox's and the API's): the cases of issue 23 and a
// small deterministic fuzz of paths and query values. Sent over a raw socket, because
// Node's own client refuses most of them before they leave.
import { Buffer } from 'node:buffer';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One request, exactly as given. Answers the status (0 when the server closed the
 * connection without an answer, -1 when it did not answer within timeoutMs), the headers
 * (lower-case names) and the body as text.
 * @param {number} port
 * @param {string | Buffer} target  the request target, sent byte for byte
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, timeoutMs?: number }} [options]
 */
export function sendRaw(port, target, { method = 'GET', headers = {}, body = '', timeoutMs = 5_000 } = {}) {
  const head = Object.entries({ Host: `127.0.0.1:${port}`, Connection: 'close', ...headers, ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const request = Buffer.concat([Buffer.from(`${method} `), Buffer.isBuffer(target) ? target : Buffer.from(target, 'utf8'), Buffer.from(` HTTP/1.1\r\n${head}\r\n${body}`)]);
  return new Promise((resolve) => {
    const chunks = [];
    let settled = false;
    const finish = (timedOut) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      const answerHeaders = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: status ? Number(status) : timedOut ? -1 : 0, headers: answerHeaders, body: rest.join('\r\n\r\n') });
    };
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(timeoutMs, () => finish(true));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
  });
}

/** The culture switch's reproductions from the issue: each made the shell's process exit, or redirect off the site. */
export const CULTURE_SWITCH_CASES = ['/%0a', '/%00', '/%E2%80%A8', '/%09/evil.example', '/%0d%0aSet-Cookie:%20x=1', '/%C4%85', '/%ED%A0%80', '//evil.example', '/%5C/evil.example'].map(
  (redirect) => `/Home/SetCulture?culture=en&redirectURL=${redirect}`,
);

/** Request targets that are not a path of the origin: each must be refused with 400. */
export const NOT_A_PATH = ['//', '//x', '/\\x', '/\\\\evil.example/x', '*', 'http://h/x', 'https://127.0.0.1/api/x'];

/** Paths under the shell's proxied prefixes, written so that a URL parser reads `hostPort` as their host. */
export function otherHostTargets(hostPort) {
  return [
    `//${hostPort}/api/x`,
    `//${hostPort}/api/Account/Me`,
    `//${hostPort}/V1/payment/x`,
    `//${hostPort}/V2/Payment/x`,
    `//${hostPort}/V3/Payment/Payment/x`,
    `//${hostPort}/blob/x`,
    `//${hostPort}/JavaScriptLogger/Error`,
    `//${hostPort}/assets/ISO2/ISO2_phone.json`,
    `/\\${hostPort}/api/x`,
    `http://${hostPort}/api/x`,
  ];
}

const PREFIXES = [
  '/',
  '//',
  '/\\',
  '/api/',
  '/api/Landing?x=',
  '/api/health?',
  '/V1/payment/',
  '/V2/Payment/',
  '/blob/',
  '/JavaScriptLogger/',
  '/assets/ISO2/',
  '/Home/SetCulture?culture=en&redirectURL=',
  '/Home/SetCulture?culture=',
  '/index.html?',
  '/remoteEntry.js?v=',
  '/session/',
  '/mobilepay/',
  '/api/payments/',
  '/DepositWithdraw/',
];

const CONTROL_ENCODED = [...Array.from({ length: 0x20 }, (_, code) => `%${code.toString(16).padStart(2, '0')}`), '%7f', '%7F'];
const PIECES = [
  ...CONTROL_ENCODED,
  '%E2%80%A8',
  '%E2%80%A9',
  '%ED%A0%80',
  '%ED%B0%80',
  '%C0%AF',
  '%E0%A4%A',
  '%',
  '%z',
  '%zz',
  '%25',
  '..',
  '%2e%2e',
  '%2E%2E%2F',
  '//',
  '/\\',
  '\\',
  '%5c',
  '?',
  '&',
  '=',
  ';',
  '#',
  'a=b',
  '%C3%A6',
  'x'.repeat(3_000),
  '/..',
  '%00%00',
  'evil.example',
];
/** Bytes Node's parser refuses in a target (it answers 400 itself); sent raw now and then. */
const RAW_BYTES = [0x00, 0x01, 0x09, 0x0a, 0x0d, 0x1b, 0x20, 0x7f, 0x85, 0xff];

/**
 * `count` request targets, the same every run (a seeded generator): a prefix of the
 * platform's paths and one to four pieces of what a scanner tries; every tenth carries a
 * raw byte instead, and a few are longer than a request line may be.
 * @returns {(string | Buffer)[]}
 */
export function fuzzTargets(count = 300, seed = 23) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  const targets = [];
  for (let index = 0; index < count; index += 1) {
    const text = pick(PREFIXES) + Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(PIECES)).join('');
    if (index % 50 === 49) {
      targets.push(`${text}${'y'.repeat(20_000)}`);
    } else if (index % 10 === 9) {
      const at = Math.max(1, Math.floor(next() * text.length));
      targets.push(Buffer.concat([Buffer.from(text.slice(0, at), 'latin1'), Buffer.from([pick(RAW_BYTES)]), Buffer.from(text.slice(at), 'latin1')]));
    } else {
      targets.push(text);
    }
  }
  return targets;
}

/** A target as a test name shows it. */
export const shown = (target) => JSON.stringify(Buffer.isBuffer(target) ? target.toString('latin1') : target).slice(0, 120);

/* global expect -- these helpers run inside jest's tests, which give expect */

/**
 * Sends each target and expects an answer that is not a server error (nor a dropped
 * connection), then that the server still serves (`stillServing` asks it something normal).
 * @param {number} port
 * @param {() => Promise<void>} stillServing
 * @param {(string | Buffer)[]} [targets]
 */
export async function expectFuzzAnswered(port, stillServing, targets = fuzzTargets(300)) {
  for (const target of targets) {
    const answer = await sendRaw(port, target);
    expect([shown(target), answer.status >= 200 && answer.status < 500]).toEqual([shown(target), true]);
    await stillServing();
  }
}

/**
 * A built site for a static server under test: a new temporary folder whose `dist` holds
 * `files` (name to content). Answers both folders, so a test can put more beside `dist`.
 * @param {string} prefix
 * @param {Record<string, string>} files
 */
export function builtSite(prefix, files) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const dist = path.join(dir, 'dist');
  mkdirSync(dist);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
  return { dir, dist };
}

/**
 * Closes a server at once, keep-alive connections and all (a hostile request may have left one open).
 * @param {import('node:http').Server} server
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });
}
