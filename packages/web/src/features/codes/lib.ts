import { PROMO_CODE_MESSAGES, type PromoCode, type PromoCodeFormValues } from '@pitboss/contracts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp for the table; none is a dash. */
export function formatDate(value: string | null): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

/** An ISO timestamp as a `datetime-local` value (local time, minutes). */
export function toLocalInput(value: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const EMPTY_FORM: PromoCodeFormValues = {
  code: '',
  reward: '',
  currency: '',
  maxGlobalUses: '',
  validFrom: '',
  validUntil: '',
  campaign: '',
  type: '',
};

export function formValuesOf(code: PromoCode): PromoCodeFormValues {
  return {
    code: code.code,
    reward: String(code.reward),
    currency: code.currency,
    maxGlobalUses: code.maxGlobalUses == null ? '' : String(code.maxGlobalUses),
    validFrom: toLocalInput(code.validFrom),
    validUntil: toLocalInput(code.validUntil),
    campaign: code.metadata.campaign ?? '',
    type: code.metadata.type ?? '',
  };
}

export const maxUsesText = (n: number | null): string =>
  n == null ? PROMO_CODE_MESSAGES.unlimited : String(n);
