// A counting proxy: forwards every request to the admin API as it is and keeps a list of what it
// forwarded (method and path), so a test or a bench can say how many admin-API requests one action
// of the gateway cost. Websocket upgrades (the live link) pass through uncounted.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

/**
 * Starts the proxy in front of `target` (the admin API's base URL) on a free port of 127.0.0.1,
 * or on `port`.
 * @param {string} target
 * @param {{ port?: number }} [options]
 */
export async function startCountingProxy(target, options = {}) {
  const to = new URL(target);
  /** @type {{ method: string; path: string }[]} */
  let seen = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0] ?? '/' });
    const upstream = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`counting proxy: ${err.message}`);
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(Number(to.port), to.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The requests forwarded since the start or the last `forget`. */
    requests: () => [...seen],
    forget() {
      seen = [];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
