import {
  InitiateAuthCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { startGateway } from './support/gateway.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

async function tokenOf(username: string, password: string): Promise<string> {
  const identity = inject('identity');
  const client = new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: identity.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  client.destroy();
  return AuthenticationResult!.AccessToken!;
}

describe('the OpenAPI document and the REST routes it describes', () => {
  let app: FastifyInstance;
  let base: string;
  let token: string;
  let doc: Json;
  const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false }));

  /** The operation of a procedure, found in the document as a caller would. */
  function operation(id: string): { method: string; path: string; op: Json } {
    for (const [path, methods] of Object.entries(doc.paths as Json))
      for (const [method, op] of Object.entries(methods as Json))
        if ((op as Json).operationId === id) return { method, path, op: op as Json };
    throw new Error(`${id} is not in the document`);
  }

  function expectValid(schema: Json, value: unknown, what: string) {
    const validate = ajv.compile(schema);
    const ok = validate(value);
    expect(ok ? [] : validate.errors, what).toEqual([]);
  }

  /** Calls an operation with plain HTTP the way the document says, checks the answer against it. */
  async function callAsDocumented(
    id: string,
    input: Record<string, unknown> | undefined,
    options: { auth?: string | null; badInput?: boolean } = {},
  ): Promise<{ status: number; body: Json }> {
    const auth = options.auth === undefined ? `Bearer ${token}` : options.auth;
    const { method, path, op } = operation(id);
    const headers: Record<string, string> = auth ? { authorization: auth } : {};
    let url = `${base}${path}`;
    let body: string | undefined;
    if (method === 'get') {
      const names = new Set((op.parameters as Json[]).map((p) => p.name as string));
      for (const p of op.parameters as Json[])
        if (p.required) expect(input, `${id} needs ${p.name}`).toHaveProperty(p.name);
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(input ?? {})) {
        expect(names, `${id} has no parameter ${k}`).toContain(k);
        query.set(k, String(v));
      }
      url += `?${query}`;
    } else if (input !== undefined) {
      const schema = op.requestBody.content['application/json'].schema as Json;
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input);
      // The document's request schema agrees with the gateway's validation.
      expect(ajv.validate(schema, input), `${id}: input valid per the document`).toBe(
        !options.badInput,
      );
    }
    const res = await fetch(url, { method: method.toUpperCase(), headers, body });
    const answer = (await res.json()) as Json;
    const documented = op.responses[String(res.status)];
    expect(documented, `${id} answered ${res.status}, not in the document`).toBeDefined();
    const schema = documented.content['application/json'].schema as Json;
    expectValid(
      schema.$ref ? doc.components.schemas[String(schema.$ref).split('/').at(-1)!] : schema,
      answer,
      `${id} → ${res.status}`,
    );
    return { status: res.status, body: answer };
  }

  beforeAll(async () => {
    app = await startGateway();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    token = await tokenOf('admin', 'Admin123!');
    const res = await fetch(`${base}/api/openapi.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    doc = (await res.json()) as Json;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is OpenAPI 3.1 for signed-in callers only, every schema valid JSON Schema 2020-12', async () => {
    expect((await fetch(`${base}/api/openapi.json`)).status).toBe(401);
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths as Json).flatMap((m) =>
      Object.values(m as Json).map((o) => (o as Json).operationId),
    );
    for (const id of [
      'slots.filter',
      'slots.bulkOrder',
      'catalogue.publish',
      'promoCodes.stats',
      'catalogue.backupDownload',
      'catalogue.importBackup',
      'auth.session',
    ])
      expect(ids).toContain(id);
    expect(ids).not.toContain('auth.login');
    const schemas: Json[] = [];
    for (const methods of Object.values(doc.paths as Json))
      for (const op of Object.values(methods as Json) as Json[]) {
        for (const p of op.parameters ?? []) schemas.push(p.schema);
        for (const c of Object.values(op.requestBody?.content ?? {}) as Json[])
          schemas.push(c.schema);
        for (const r of Object.values(op.responses) as Json[])
          for (const c of Object.values(r.content ?? {}) as Json[])
            if (!c.schema.$ref) schemas.push(c.schema);
      }
    for (const schema of schemas) ajv.compile(schema);
    const compiled = schemas.length;
    expect(compiled).toBeGreaterThan(150);
  });

  it("lints clean with Redocly's recommended rules and validates with swagger-parser", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
    // swagger-parser dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
    const from =
      doc.paths['/api/v1/promotions/create'].post.requestBody.content['application/json'].schema
        .properties.availableFrom;
    expect(JSON.stringify(from)).toContain('"format":"date-time"');
  });

  it('slots.filter, promoCodes.stats, slots.bulkOrder, catalogue.publish over plain HTTP, as documented', async () => {
    const page = await callAsDocumented('slots.filter', { page: 1, limit: 5, groupId: '1' });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(5);

    const codes = await callAsDocumented('promoCodes.list', { page: 1, limit: 1 });
    const stats = await callAsDocumented('promoCodes.stats', { id: codes.body.items[0].id });
    expect(stats.status).toBe(200);
    expect(Object.keys(stats.body).length).toBeGreaterThan(0);

    const all = await callAsDocumented('slots.listAllInGroup', { groupId: '1' });
    const [a, b] = [all.body.items[0].id, all.body.items[1].id];
    await sandbox.forget();
    const order = await callAsDocumented('slots.bulkOrder', {
      groupId: '1',
      slotOrders: [
        { slotId: b, order: 1 },
        { slotId: a, order: 2 },
      ],
    });
    expect(order).toMatchObject({ status: 200, body: { sent: 2 } });
    const [sent] = await sandbox.requests('/slots/groups/1/slots/bulk-order');
    expect(sent?.body).toEqual({
      slotOrders: [
        { slotId: b, order: 1 },
        { slotId: a, order: 2 },
      ],
    });

    const published = await callAsDocumented('catalogue.publish', undefined);
    expect(published.status).toBe(200);
    expect(await sandbox.requests('/publish')).toHaveLength(1);

    // The calls are in the audit trail as the tRPC ones are, under the procedure's name.
    const audit = await callAsDocumented('audit.list', { domain: 'slots', limit: 5 });
    expect(audit.body.items[0]).toMatchObject({
      procedure: 'slots.bulkOrder',
      outcome: 'ok',
      username: 'admin',
    });
  });

  it('bad input: 400 with the spec text and field errors, audited, nothing sent upstream', async () => {
    await sandbox.forget();
    const bad = await callAsDocumented(
      'slots.bulkOrder',
      { groupId: '1', slotOrders: [] },
      { badInput: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      path: 'slots.bulkOrder',
      fieldErrors: { slotOrders: [expect.any(String)] },
    });
    expect(bad.body.message).toBe(bad.body.data.fieldErrors.slotOrders[0]);
    expect(await sandbox.requests('/slots/groups/1/slots/bulk-order')).toEqual([]);
    const audit = await callAsDocumented('audit.list', { domain: 'slots', limit: 1 });
    expect(audit.body.items[0]).toMatchObject({ procedure: 'slots.bulkOrder', outcome: 'error' });

    const page = await callAsDocumented('slots.filter', { page: 0 });
    expect(page.status).toBe(400);
  });

  it('a yes/no query parameter reads as written: false is false, other text is refused', async () => {
    await sandbox.forget();
    const live = await callAsDocumented('slots.filter', { page: 1, limit: 1, isArchived: false });
    expect(live.status).toBe(200);
    const archived = await callAsDocumented('slots.filter', {
      page: 1,
      limit: 1,
      isArchived: true,
    });
    expect(archived.status).toBe(200);
    const sent = await sandbox.requests('/slots/filter');
    expect(sent.map((r) => r.query.isArchived)).toEqual(['false', 'true']);
    const odd = await callAsDocumented('slots.filter', { page: 1, isArchived: 'yes' });
    expect(odd.status).toBe(400);
    expect(await sandbox.requests('/slots/filter')).toHaveLength(2);
  });

  it('refuses a caller without credentials (401) and a non-admin token (403)', async () => {
    const none = await callAsDocumented('slots.filter', { page: 1 }, { auth: null });
    expect(none).toMatchObject({ status: 401, body: { message: 'Please sign in.' } });
    const viewer = await callAsDocumented('catalogue.publish', undefined, {
      auth: `Bearer ${await tokenOf('viewer', 'Viewer123!')}`,
    });
    expect(viewer).toMatchObject({
      status: 403,
      body: { message: 'Access denied. You do not have admin privileges.' },
    });
    const forged = await callAsDocumented(
      'slots.filter',
      { page: 1 },
      { auth: 'Bearer not-a-jwt' },
    );
    expect(forged.status).toBe(401);
  });

  it('sits in the guarded scope: a cross-site call with the session cookie is refused', async () => {
    const cookie = `pitboss_session=${await adminCookie(app)}`;
    await sandbox.forget();
    const { path } = operation('catalogue.publish');
    const crossSite = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expectValid(doc.components.schemas.Error, await crossSite.json(), 'cross-site refusal');
    expect(await sandbox.requests('/publish')).toEqual([]);
    const sameSite = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, origin: base, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status).toBe(200);
    expect(await sandbox.requests('/publish')).toHaveLength(1);
  });

  it('answers tRPC does not parse twice (parsedAnswer) are still described in full', () => {
    for (const id of ['slots.filter', 'slots.search', 'slots.archived', 'slots.listAllInGroup']) {
      const schema = operation(id).op.responses['200'].content['application/json'].schema as Json;
      const slot = schema.properties?.items?.items as Json;
      expect(slot?.required, `${id}: the slot's fields`).toEqual(
        expect.arrayContaining(['id', 'title', 'providerId', 'groupIds', 'archived']),
      );
      expect(slot.additionalProperties, id).toBe(false);
    }
    const ordering = operation('slots.listAllForOrdering').op.responses['200'].content[
      'application/json'
    ].schema as Json;
    const card = ordering.properties?.items?.items as Json;
    expect(card?.required).toEqual(
      expect.arrayContaining(['id', 'title', 'imageUrl', 'providerName', 'displayProviderName']),
    );
    expect(card.additionalProperties).toBe(false);
  });

  it('the backup download answers JSON with the bearer token', async () => {
    const { path } = operation('catalogue.backupDownload');
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('backup.json');
    expectValid(
      operation('catalogue.backupDownload').op.responses['200'].content['application/json'].schema,
      await res.json(),
      'backup',
    );
  });

  it('/api/docs is Swagger UI on this document, self-contained (every asset from the gateway, CSP kept)', async () => {
    expect((await fetch(`${base}/api/docs`)).status).toBe(401);
    const auth = { authorization: `Bearer ${token}` };
    const res = await fetch(`${base}/api/docs`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<title>Pitboss API</title>');
    // No CDN and no inline script: every script and style is a file the gateway serves.
    expect(html).not.toMatch(/https?:\/\/|<script>|<script(?![^>]*\bsrc=)/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      const served = await fetch(`${base}${asset}`, { headers: auth });
      expect(served.status, asset).toBe(200);
      await served.arrayBuffer();
    }
    // The page reads the same document as /api/openapi.json.
    const initializer = await fetch(`${base}/api/docs/static/swagger-initializer.js`, {
      headers: auth,
    });
    expect(await initializer.text()).toContain("resolveUrl('./json')");
    const shown = (await (await fetch(`${base}/api/docs/json`, { headers: auth })).json()) as Json;
    expect(shown).toEqual(doc);
  });
});
