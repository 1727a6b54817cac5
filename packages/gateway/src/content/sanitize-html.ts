import type sanitizeHtml from 'sanitize-html';

/**
 * What the web's content editor (Quill 2, toolbar: headings 2–3, bold, italic, underline,
 * strike, ordered and bullet lists, links) produces, and nothing else: no scripts, styles, event
 * handlers, frames, images or `javascript:` links. Quill 2 writes both list kinds as `<ol>` with
 * `<li data-list="bullet|ordered">` and a `<span class="ql-ui">` marker.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'a', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list'],
    span: ['class', 'contenteditable'],
  },
  allowedClasses: { span: ['ql-ui'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab without handing the opener over.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'li' &&
    !!frame.attribs['data-list'] &&
    !['bullet', 'ordered'].includes(frame.attribs['data-list'] ?? ''),
};

/**
 * The sanitiser, loaded by the first promotion written rather than at start: with its HTML and
 * CSS parsers it is about 1.5 MB of heap that every other request would carry, and V8 collects
 * the old generation at a multiple of what stays in it.
 */
let library: Promise<typeof sanitizeHtml> | undefined;
const sanitizer = (): Promise<typeof sanitizeHtml> =>
  (library ??= import('sanitize-html').then((m) => m.default));

/** Promotion HTML made safe to render anywhere (this app, the casino's site). */
export async function sanitizePromotionHtml(html: string): Promise<string> {
  return (await sanitizer())(html, OPTIONS);
}

/** The content blocks with every paragraph's HTML sanitised (tables hold plain text). */
export async function sanitizeBlocks<T extends { type: string; value: unknown }>(
  blocks: T[],
): Promise<T[]> {
  const sanitize = await sanitizer();
  return blocks.map((block) =>
    block.type === 'paragraph' && typeof block.value === 'string'
      ? { ...block, value: sanitize(block.value, OPTIONS) }
      : block,
  );
}
