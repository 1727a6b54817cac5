/** Elements that never hold others. */
const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * How deep the tags of an HTML fragment nest, counted in one pass (an unclosed tag stays open;
 * void and self-closing tags do not count). An upper bound of what a parser builds.
 */
export function htmlNestingDepth(html: string): number {
  let depth = 0;
  let max = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const tag = (m[2] ?? '').toLowerCase();
    if (m[1] === '/') depth = Math.max(0, depth - 1);
    else if (m[3] !== '/' && !VOID_TAGS.has(tag)) max = Math.max(max, ++depth);
  }
  return max;
}
