import { PROMO_CODE_MESSAGES, type PromoCode, type PromoCodeFormValues } from '@pitboss/contracts';
import { toLocalInput } from '../../../lib/dates';
import { pageParam } from '../../../lib/use-list-params';

/** The promo-code list's page in the query string. */
export const CODE_PARAMS = { page: pageParam() };

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
