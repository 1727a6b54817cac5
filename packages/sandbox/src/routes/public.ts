import type { FastifyInstance } from 'fastify';

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Routes without a bearer token: liveness, the demo game page (loaded in an iframe). */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/demo/:identifier', async (req, reply) => {
    const { identifier } = req.params as { identifier: string };
    const r = await app.sandbox.db.query<{ title: string; has_demo: boolean; id: number }>(
      `SELECT id, title, has_demo FROM slots WHERE identifier = $1`,
      [identifier],
    );
    const slot = r.rows[0];
    if (!slot || !slot.has_demo) {
      reply.code(404).type('text/html; charset=utf-8');
      return `<!doctype html><title>Demo not available</title><body style="font-family:sans-serif;background:#111;color:#eee;display:grid;place-items:center;height:100vh;margin:0"><p>Demo not available</p></body>`;
    }
    const title = escapeHtml(slot.title);
    const image = app.sandbox.url(`/images/placeholder/slot/${slot.id}.png`) ?? '';
    reply.type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} (demo)</title>
<style>
body{margin:0;height:100vh;display:grid;place-items:center;background:radial-gradient(circle,#2a1450,#0b0614);color:#fff;font-family:system-ui,sans-serif}
.reels{display:flex;gap:12px;margin:24px 0}.reel{width:90px;height:120px;border-radius:12px;background:url('${image}') center/cover;animation:spin 1.2s ease-in-out infinite}
.reel:nth-child(2){animation-delay:.2s}.reel:nth-child(3){animation-delay:.4s}
@keyframes spin{0%,100%{transform:translateY(0)}50%{transform:translateY(-14px)}}
button{font-size:18px;padding:10px 28px;border-radius:24px;border:0;background:#f5b400;color:#201000;cursor:pointer}
</style></head>
<body><main style="text-align:center"><h1>${title}</h1><p>Demo mode: play money only</p>
<div class="reels"><div class="reel"></div><div class="reel"></div><div class="reel"></div></div>
<p>Balance: <span id="b">1000.00</span> FUN</p><button id="spin" type="button">Spin</button></main>
<script>let b=1000;document.getElementById('spin').onclick=()=>{b=b-1+(Math.random()<0.3?Math.random()*5:0);document.getElementById('b').textContent=b.toFixed(2)}</script>
</body></html>`;
  });
}
