// What every server of the front end does before and around its own handler, so that
// nothing a request carries can take the process down: the shell's servers and the
// remotes' servers run in one process (scripts/serve.mjs), and one uncaught error would
// stop them all.

/**
 * Whether a request's target is a path of this origin: it begins with exactly one '/'.
 * '//host/x' and '/\host/x' are read by URL parsers as another host, '*' and the
 * absolute form 'http://host/x' are not paths at all; none of them is a request for a
 * file or a route of this site. (Node's parser already refuses raw control characters,
 * spaces and non-ASCII bytes in the target with 400.)
 * @param {string | undefined} target
 * @returns {boolean}
 */
export function isOwnPath(target) {
  return typeof target === 'string' && target.startsWith('/') && target[1] !== '/' && target[1] !== '\\';
}

function answerPlain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(text);
}

/**
 * A failed request answers 500 (without internals), or, once its headers are sent, has its
 * connection closed so the browser sees a broken answer rather than a complete-looking one.
 * Headers the handler set before it failed (e.g. a half-made redirect) are not sent.
 */
function answerFailure(res) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    answerPlain(res, 500, 'Internal server error');
  } catch {
    res.destroy();
  }
}

const logToStderr = (error, req) => {
  console.error(`request ${req.method} ${JSON.stringify(req.url)} failed:`, error);
};

/**
 * The request handler made safe for whatever a request carries: a target that is not a
 * path of this origin is refused with 400 before the handler sees it, and an error the
 * handler throws or rejects with answers 500 for that request only; the process lives on.
 * @template {import('node:http').IncomingMessage} Req
 * @template {import('node:http').ServerResponse} Res
 * @param {(req: Req, res: Res) => unknown} handler
 * @param {{ onError?: (error: unknown, req: Req) => void }} [options]
 * @returns {(req: Req, res: Res) => void}
 */
export function safeRequestHandler(handler, { onError = logToStderr } = {}) {
  const failed = (error, req, res) => {
    try {
      onError(error, req);
    } catch {
      // A failing log must not fail the answer.
    }
    answerFailure(res);
  };
  return (req, res) => {
    if (!isOwnPath(req.url)) {
      answerPlain(res, 400, 'Bad request');
      return;
    }
    try {
      const result = handler(req, res);
      if (result && typeof result.then === 'function') result.then(undefined, (error) => failed(error, req, res));
    } catch (error) {
      failed(error, req, res);
    }
  };
}
