// A remote's own origin: serves its built files with CORS, so the shell on another origin
// can load remoteEntry.js, mf-manifest.json and the chunks at run time.
import http from 'node:http';
import path from 'node:path';
import { safeRequestHandler } from './request-safety.mjs';
import { resolveFile, sendFile, sendText } from './static-files.mjs';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** Starts a server for one built remote; resolves with the server once listening. */
export function startRemoteServer({ dir, port, host = '127.0.0.1' }) {
  const root = path.resolve(dir);
  // safeRequestHandler: only paths of this origin reach the handler; an error answers 500.
  const server = http.createServer(
    safeRequestHandler(async (req, res) => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', CORS);
      const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
      const file = await resolveFile(root, urlPath === '/' ? '/index.html' : urlPath);
      if (!file) return sendText(res, 404, 'Not found', CORS);
      sendFile(req, res, file, CORS);
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
