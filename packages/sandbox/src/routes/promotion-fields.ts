// What a promotion may be saved with: the fields of a create or an update, checked together.

import { badRequest } from '../lib/http.js';

type Row = Record<string, unknown>;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v.trim() : v == null ? undefined : String(v);

interface PromotionFields {
  title: string;
  subtitle: string;
  game_group: string;
  text: unknown[];
  redirected: boolean;
  active_from: string;
  active_until: string;
  url: string | null;
  button_text: string | null;
  archived: boolean;
}

/**
 * Validates a create/update payload (camelCase as the panel sends it; snake_case accepted too),
 * merged over the current row for updates. Throws 400 with an errors map.
 */
export function validatePromotion(body: Row, current: Row | null): PromotionFields {
  const errors: Record<string, string> = {};
  const pick = (...keys: string[]): unknown => {
    for (const k of keys) if (body[k] !== undefined) return body[k];
    return undefined;
  };
  const title = str(pick('title')) ?? (current ? String(current.title) : undefined);
  const fromRaw = pick('availableFrom', 'active_from', 'activeFrom');
  const untilRaw = pick('availableUntil', 'active_until', 'activeUntil');
  const from =
    fromRaw !== undefined
      ? str(fromRaw)
      : current
        ? (current.active_from as Date).toISOString()
        : undefined;
  const until =
    untilRaw !== undefined
      ? str(untilRaw)
      : current
        ? (current.active_until as Date).toISOString()
        : undefined;
  if (!title) errors.title = 'Title is required';
  if (!from) errors.availableFrom = 'Available From date is required';
  else if (Number.isNaN(Date.parse(from)))
    errors.availableFrom = 'Available From must be a valid date';
  if (!until) errors.availableUntil = 'Available Until date is required';
  else if (Number.isNaN(Date.parse(until)))
    errors.availableUntil = 'Available Until must be a valid date';
  if (
    from &&
    until &&
    !errors.availableFrom &&
    !errors.availableUntil &&
    Date.parse(until) <= Date.parse(from)
  )
    errors.availableUntil = 'Available Until date must be after Available From date.';

  const redirectedRaw = pick('redirected');
  const redirected =
    redirectedRaw !== undefined
      ? redirectedRaw === true || redirectedRaw === 'true'
      : Boolean(current?.redirected);
  const urlRaw = pick('url');
  const buttonRaw = pick('buttonText', 'button_text');
  const url = urlRaw !== undefined ? (str(urlRaw) ?? '') : ((current?.url as string | null) ?? '');
  const buttonText =
    buttonRaw !== undefined
      ? (str(buttonRaw) ?? '')
      : ((current?.button_text as string | null) ?? '');
  if (redirected) {
    if (!url) errors.url = 'URL is required when redirect is enabled.';
    else {
      try {
        new URL(url);
      } catch {
        errors.url = 'URL must be a valid URL address (e.g., https://example.com)';
      }
    }
    if (!buttonText) errors.buttonText = 'Button text is required when redirect is enabled.';
  }

  const textRaw = pick('text');
  const text = textRaw !== undefined ? textRaw : ((current?.text as unknown[] | undefined) ?? []);
  if (!Array.isArray(text)) errors.text = 'text must be a list of content blocks';
  else {
    text.forEach((block: unknown, i) => {
      const n = i + 1;
      const b = block as Row | null;
      if (!b || typeof b !== 'object' || !b.type)
        errors[`text.${i}`] = `Block ${n} is missing type.`;
      else if (b.type === 'paragraph') {
        if (typeof b.value !== 'string')
          errors[`text.${i}`] = `Paragraph block ${n} has invalid content.`;
      } else if (b.type === 'table') {
        const v = b.value as Row | null;
        if (
          !v ||
          typeof v !== 'object' ||
          !v.name ||
          !Array.isArray(v.columns) ||
          !Array.isArray(v.rows)
        )
          errors[`text.${i}`] = `Table block ${n} is missing required data (name, columns, rows).`;
      } else errors[`text.${i}`] = `Block ${n} has an unknown type.`;
    });
  }
  const archivedRaw = pick('archived');
  const archived =
    archivedRaw !== undefined
      ? archivedRaw === true || archivedRaw === 'true'
      : Boolean(current?.archived);

  if (Object.keys(errors).length > 0) {
    throw badRequest(`Validation failed: ${Object.values(errors)[0]}`, errors);
  }
  return {
    title: title ?? '',
    subtitle: str(pick('subTitle', 'subtitle')) ?? (current ? String(current.subtitle) : ''),
    game_group:
      str(pick('gameGroup', 'game_group', 'GameGroup')) ??
      (current ? String(current.game_group) : ''),
    text: text as unknown[],
    redirected,
    active_from: new Date(from ?? '').toISOString(),
    active_until: new Date(until ?? '').toISOString(),
    url: url || null,
    button_text: buttonText || null,
    archived,
  };
}
