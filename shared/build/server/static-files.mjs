// Serving built files: content types, cache rules and safe path resolution, shared by the
// shell's server and the remotes' servers.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** Resolves a URL path inside root, or null when it escapes root or is not a file. */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * Cache rule: content-hashed chunks forever; entry files (remoteEntry.js, main.js,
 * mf-manifest.json, index.html) must be revalidated so a redeploy is seen at once.
 */
export function cacheControlFor(file, { assetMaxAge = 86_400 } = {}) {
  const base = path.basename(file);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  if (/\.(svg|png|jpg|ico|pdf|woff2|webm)$/.test(base)) return `public, max-age=${assetMaxAge}`;
  return 'no-cache';
}

export function sendFile(req, res, file, extraHeaders = {}) {
  const ext = path.extname(file).toLowerCase();
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(file),
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  // pipeline, not pipe: a file that vanishes mid-read (a redeploy) or a browser that goes
  // away ends this answer, instead of an unhandled stream error ending the process.
  const streams = gzip ? [createReadStream(file), createGzip(), res] : [createReadStream(file), res];
  pipeline(streams, () => {
    // On an error pipeline has already closed every stream, the answer included.
  });
}

export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}
