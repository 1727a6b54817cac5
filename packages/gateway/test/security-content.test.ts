import type { AuditEntry, Page } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizePromotionHtml } from '../src/content/sanitize-html.js';
import { sandbox } from './support/admin.js';
import { startGateway } from './support/gateway.js';
import { serve, signInOver, trpcOver } from './support/http.js';

let app: FastifyInstance;
let base: string;
let cookie: string;

beforeAll(async () => {
  app = await startGateway();
  base = await serve(app);
  cookie = await signInOver(base);
});
afterAll(async () => {
  await app?.close();
});

const data = <T>(res: { json<U>(): U }): T => res.json<{ result: { data: T } }>().result.data;

describe('the audit trail cannot be evaded', () => {
  it('a mutation carrying NUL and lone surrogates (in a kept and a stripped field) is audited, sanitised', async () => {
    const before = data<Page<AuditEntry>>(await trpcOver(base, cookie, 'query', 'audit.list'));
    // NUL and lone surrogates only in fields the schema strips: the change goes through.
    const res = await trpcOver(base, cookie, 'mutation', 'groups.create', {
      displayName: 'Evasive group',
      stripped: 'x\u0000y\udc00',
      ['key\u0000\ud800']: 1,
    });
    expect(res.status).toBe(200);
    // In a kept field: whatever the admin API answers, the attempt is audited.
    await trpcOver(base, cookie, 'mutation', 'groups.create', {
      displayName: 'Evasive \u0000 \ud800',
    });
    const after = data<Page<AuditEntry>>(
      await trpcOver(base, cookie, 'query', 'audit.list', { limit: 2 }),
    );
    expect(after.total).toBe(before.total + 2);
    const [kept, stripped] = after.items;
    expect(stripped?.procedure).toBe('groups.create');
    expect(stripped?.outcome).toBe('ok');
    // What the procedure ran with, not the raw body: the stripped fields are not there.
    expect(stripped?.input).toEqual({ displayName: 'Evasive group' });
    expect(kept?.procedure).toBe('groups.create');
    expect(JSON.stringify(after.items)).not.toMatch(/\\u0000|\\ud800|\\udc00/i);
    expect((kept?.input as { displayName: string }).displayName).toBe('Evasive \ufffd \ufffd');
  });
});

describe('promotion HTML', () => {
  const from = new Date(Date.now() + 86_400_000).toISOString();
  const until = new Date(Date.now() + 10 * 86_400_000).toISOString();

  it('is sanitised on the server: scripts, handlers, javascript: links and frames removed; the editor’s markup kept', async () => {
    await sandbox.forget();
    const editor =
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br></p>' +
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>One</li></ol>' +
      '<p><a href="https://casino.example/x" target="_blank">link</a></p>';
    const attack =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>' +
      '<style>body{display:none}</style><svg onload=alert(1)></svg></p>';
    const res = await trpcOver(base, cookie, 'mutation', 'promotions.create', {
      title: 'Sanitised',
      text: [{ type: 'paragraph', value: editor + attack }],
      availableFrom: from,
      availableUntil: until,
    });
    expect(res.status).toBe(200);
    const [sent] = await sandbox.requests('/promotions/create');
    const html = (sent?.body as { text: { value: string }[] }).text[0]?.value ?? '';
    expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|<style|<svg|<img/i);
    expect(html).toContain(
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br /></p>',
    );
    expect(html).toContain(
      '<li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>One</li>',
    );
    expect(html).toContain(
      '<a href="https://casino.example/x" target="_blank" rel="noopener noreferrer">link</a>',
    );
    expect(html).toContain('<p>Hi<a>x</a></p>');

    // update goes through the same rule
    const id = data<{ id: string }>(res).id;
    await sandbox.forget();
    const updated = await trpcOver(base, cookie, 'mutation', 'promotions.update', {
      id,
      title: 'Sanitised',
      text: [{ type: 'paragraph', value: '<p>ok<img src=x onerror=alert(2)></p>' }],
      availableFrom: from,
      availableUntil: until,
    });
    expect(updated.status).toBe(200);
    const [patch] = await sandbox.requests(`/promotions/${id}/update`);
    expect((patch?.body as { text: { value: string }[] }).text[0]?.value).toBe('<p>ok</p>');
  });

  it('keeps plain editor output unchanged', async () => {
    const html = '<p>Spin!</p><h3>Rules</h3><ol><li data-list="ordered">a</li></ol>';
    expect(await sanitizePromotionHtml(html)).toBe(html);
  });
});
