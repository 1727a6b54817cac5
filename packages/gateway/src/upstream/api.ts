import type { BoundUpstream } from './client.js';
import { callsFor } from './calls.js';
import { systemApi } from '../domains/system/admin-api.js';
import { groupsApi } from '../domains/groups/admin-api.js';
import { providersApi } from '../domains/providers/admin-api.js';
import { slotsApi } from '../domains/slots/admin-api.js';
import { catalogueApi } from '../domains/catalogue/admin-api.js';
import { promotionsApi } from '../domains/promotions/admin-api.js';
import { promoCodesApi } from '../domains/promo-codes/admin-api.js';
import { tablesApi } from '../domains/tables/admin-api.js';
import { themesApi } from '../domains/themes/admin-api.js';

export type { Ack, UploadBody } from './calls.js';

/**
 * Every admin-API call the product makes as a typed function, for one user. The only
 * place that knows an upstream path: routers and routes call these. Ids are checked (`id()`) and
 * every path segment built from input is encoded (`p`).
 */
export function adminApi(up: BoundUpstream) {
  const calls = callsFor(up);
  return {
    stats: up.stats,
    system: systemApi(calls),
    groups: groupsApi(calls),
    providers: providersApi(calls),
    slots: slotsApi(calls),
    catalogue: catalogueApi(calls),
    promotions: promotionsApi(calls),
    promoCodes: promoCodesApi(calls),
    tables: tablesApi(calls),
    themes: themesApi(calls),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
