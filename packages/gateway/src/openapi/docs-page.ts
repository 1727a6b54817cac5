/**
 * `/api/docs`: the OpenAPI document as one readable page, rendered here (no script, no CDN: the
 * gateway's CSP allows its own inline styles only).
 */

type Json = Record<string, unknown>;

function esc(text: unknown): string {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A schema in one short line: `string`, `integer | string`, `"ASC" | "DESC"`, `array of object`. */
function brief(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (branches) return branches.map(brief).join(' | ');
  if (schema.type === 'array') return `array of ${brief(schema.items as Json)}`;
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** Text with `code` spans, escaped. */
function prose(text: unknown): string {
  return esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function schemaBlock(title: string, schema: unknown): string {
  return `<details><summary>${esc(title)}</summary><pre>${esc(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationHtml(method: string, path: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const ok = ((op.responses as Record<string, Json>)['200']?.content ?? {}) as Record<string, Json>;
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${p.required ? 'required' : ''}</td><td><code>${esc(brief(p.schema as Json))}</code></td></tr>`,
    )
    .join('');
  return `<section class="op" id="${esc(op.operationId)}">
<h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${prose(op.description ?? '')}</p>
${rows ? `<table><thead><tr><th>query parameter</th><th></th><th>type</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${
  body
    ? Object.entries(body)
        .map(([type, c]) => schemaBlock(`request body (${type})`, c.schema))
        .join('')
    : ''
}
${Object.entries(ok)
  .map(([type, c]) => schemaBlock(`answer (${type})`, c.schema))
  .join('')}
</section>`;
}

export function docsPage(document: Json): string {
  const info = document.info as Json;
  const paths = document.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = String((op.tags as string[] | undefined)?.[0] ?? 'other');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join(' · ');
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${esc(tag)}">${esc(tag)}</h2>${ops.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem;color:#1d2330;background:#fff}
h1{margin:.5rem 0}h2{margin-top:2rem;border-bottom:2px solid #d8dde6;padding-bottom:.25rem}
h3{font-size:1rem;margin:.25rem 0;overflow-wrap:anywhere}
.op{border:1px solid #d8dde6;border-radius:6px;padding:.5rem .75rem;margin:.75rem 0}
.m{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.m.get{background:#1f6f43}.m.post{background:#1d4f91}
table{border-collapse:collapse;margin:.5rem 0;width:100%}td,th{border-bottom:1px solid #e6e9ef;padding:.2rem .4rem;text-align:left;vertical-align:top}
pre{background:#f4f6f9;padding:.5rem;overflow:auto;max-height:24rem;font-size:.8rem}
code{overflow-wrap:anywhere}nav{margin:.5rem 0 1rem}a{color:#1d4f91}
</style></head>
<body><header><h1>${esc(info.title)}</h1><p>${prose(info.description)}</p>
<p>The document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(document.openapi)}).</p>
<nav>${toc}</nav></header>
<main>${sections}</main></body></html>`;
}
