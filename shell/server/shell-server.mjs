// The shell's origin for one application (wallet site, partner site or support tool).
// Serves the one shell build, the deploy-time remotes.json, the app config, the local
// endpoints (/Home/SetCulture) and proxies the API paths of the spec's "local" target.
import http from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { safeRequestHandler } from '../../shared/build/server/request-safety.mjs';
import { resolveFile, sendFile, sendText } from '../../shared/build/server/static-files.mjs';
import { createRemoteAssets } from './remote-assets.mjs';
// The one rule of where the platform may send a browser (@kk/domain, CommonJS for plain Node).
import returnAddresses from '../../shared/domain/src/returnAddresses.cjs';

const { safeRedirectPath } = returnAddresses;

const CULTURE_COOKIE = 'kk.culture';
const ONE_YEAR = 365 * 24 * 3600;
// The spec's local target (/api, /JavaScriptLogger, /assets/ISO2) and its payment target
// (/V1/payment/..., /V2/Payment/..., /V3/{role}/Payment/...) both reach the one API.
const PROXIED = [/^\/api(\/|$)/, /^\/JavaScriptLogger\//, /^\/assets\/ISO2\//, /^\/V[123]\//i];
// Images the API stores (wallet pictures) are served under /blob (spec section 7).
PROXIED.push(/^\/blob\//);


function securityHeaders(remoteOrigins) {
  const scripts = ["'self'", ...remoteOrigins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src ${scripts}`,
      `connect-src 'self' ${remoteOrigins.join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${remoteOrigins.join(' ')}`,
      "font-src 'self' data:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The page with its start-up configuration (the application and where each remote is
 * deployed) written into it as JSON, so the shell starts without asking for it
 * (shell/src/start/startupConfig.ts). Data, not script: the CSP allows no inline script.
 */
export function withStartupConfig(html, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('</head>', `    <script id="kk-startup" type="application/json">${json}</script>\n  </head>`);
}

/**
 * Forwards a request for one of the API's paths to the API. The upstream address is the
 * configured API origin and the path and query the shell matched, never a URL parsed
 * from the request against the API's: a target such as '//other-host:port/api/x' would
 * name another host, and the shell would fetch it, with the caller's method, body and
 * Authorization, for anyone. (safeRequestHandler refuses such targets before this; this
 * keeps the upstream fixed even if it did not.)
 */
function proxy(req, res, apiUrl, pathAndQuery) {
  const api = new URL(apiUrl);
  const headers = { ...req.headers };
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers.host = api.host;
  const upstream = http.request(
    { protocol: api.protocol, hostname: api.hostname, port: api.port, path: pathAndQuery, method: req.method, headers },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ StatusCode: 502, message: 'unable to connect', reason: 'The API cannot be reached' }));
  });
  // A browser that goes away mid-answer: stop asking the API for it.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/**
 * The culture switch's Location header: the one return-address rule's path (or '/'), with
 * any non-ASCII character percent-encoded, since a header carries only ASCII. The rule
 * already refused control characters, whitespace, backslashes and lone surrogates, so
 * every character left can be encoded.
 */
function cultureRedirectLocation(redirectURL) {
  return safeRedirectPath(redirectURL).replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

/**
 * @param {object} o
 * @param {'wallet'|'partner'|'support'} o.application
 * @param {number} o.port
 * @param {string} o.distDir      the shell build
 * @param {string} o.remotesFile  remotes.json for this environment (read on every request)
 * @param {string} o.apiUrl       where the API listens
 */
export function startShellServer({ application, port, distDir, remotesFile, apiUrl, host = '127.0.0.1', paymentApiBase = '' }) {
  const root = path.resolve(distDir);
  const remoteAssets = createRemoteAssets();
  // safeRequestHandler: only paths of this origin reach the handler (a target such as
  // '//host/x' is refused with 400), and an error answers 500 for its request alone.
  const server = http.createServer(safeRequestHandler(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (PROXIED.some((re) => re.test(url.pathname))) return proxy(req, res, apiUrl, url.pathname + url.search);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');

    if (url.pathname === '/Home/SetCulture') {
      const culture = url.searchParams.get('culture') === 'en' ? 'en' : 'da';
      res.writeHead(302, {
        Location: cultureRedirectLocation(url.searchParams.get('redirectURL')),
        'Set-Cookie': `${CULTURE_COOKIE}=${culture}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`,
        'Cache-Control': 'no-store',
      });
      return res.end();
    }

    let remotesJson;
    try {
      remotesJson = await readFile(remotesFile, 'utf8');
    } catch {
      return sendText(res, 500, `remotes.json not found at ${remotesFile}`);
    }
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(remotesJson);
    }
    if (url.pathname === '/app-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(JSON.stringify({ application, paymentApiBase }));
    }

    const file = url.pathname !== '/' ? await resolveFile(root, url.pathname) : null;
    if (file) return sendFile(req, res, file);
    // Files with an extension that do not exist are real 404s; every other path is a
    // route of the single-page app (/DepositWithdraw/..., /Webshop/Index, ...).
    if (path.extname(url.pathname)) return sendText(res, 404, 'Not found');
    const remotes = JSON.parse(remotesJson);
    const origins = Object.values(remotes.remotes ?? {}).map((r) => new URL(r.entry).origin);
    let html;
    try {
      html = await readFile(path.join(root, 'index.html'), 'utf8');
    } catch {
      return sendText(res, 500, 'The shell is not built');
    }
    // The page names the remotes' first files, so the browser can fetch them early.
    const remoteFiles = await remoteAssets(remotes.remotes);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...securityHeaders([...new Set(origins)]),
    });
    res.end(withStartupConfig(html, { appConfig: { application, paymentApiBase }, remotes, remoteFiles }));
  }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
