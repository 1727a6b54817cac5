import {
  upstreamPromoCodeSchema,
  type Page,
  type PromoCode,
  type PromoCodePayload,
} from '@pitboss/contracts';
import { id, upstreamPath as p } from '../../upstream/client.js';
import { type Calls, ack, type Ack } from '../../upstream/calls.js';
import { parseEntity, parseList, unwrapObject } from '../../upstream/parse.js';

/** The admin API's promoCodes calls, for one user (`callsFor`). */
export function promoCodesApi({ get, send, rows }: Calls) {
  return {
    /** GET /promo-codes: every code (read as data.data.codes, data as an array, or a bare array). */
    list: async (): Promise<Page<PromoCode>> =>
      parseList(upstreamPromoCodeSchema, await get(p`/promo-codes`), {}, rows('/promo-codes')),
    get: async (codeId: string): Promise<PromoCode> =>
      parseEntity(
        upstreamPromoCodeSchema,
        await get(p`/promo-codes/${id(codeId)}`),
        'promoCodes.get',
      ),
    getByCode: async (code: string): Promise<PromoCode> =>
      parseEntity(
        upstreamPromoCodeSchema,
        await get(p`/promo-codes/code/${code}`),
        'promoCodes.getByCode',
      ),
    create: async (payload: PromoCodePayload): Promise<PromoCode> =>
      parseEntity(
        upstreamPromoCodeSchema,
        await send('POST', p`/promo-codes`, payload),
        'promoCodes.create',
      ),
    /** PUT /promo-codes/{id}: `null` clears a field; a field left out is kept. */
    update: async (
      codeId: string,
      payload: { [K in keyof PromoCodePayload]?: PromoCodePayload[K] | null },
    ): Promise<PromoCode> =>
      parseEntity(
        upstreamPromoCodeSchema,
        await send('PUT', p`/promo-codes/${id(codeId)}`, payload),
        'promoCodes.update',
      ),
    delete: async (codeId: string): Promise<Ack> =>
      ack(await send('DELETE', p`/promo-codes/${id(codeId)}`)),
    /** The stats object (without its `{success, data}` envelope). */
    stats: async (codeId: string): Promise<Record<string, unknown>> =>
      unwrapObject(await get(p`/promo-codes/${id(codeId)}/stats`)),
  };
}
