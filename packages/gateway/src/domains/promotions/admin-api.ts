import {
  upstreamImageUrlResultSchema,
  upstreamPromotionSchema,
  type Page,
  type Promotion,
  type PromotionArchivePayload,
  type PromotionListQuery,
  type PromotionOrderItem,
  type PromotionPayload,
  type PromotionUpdatePayload,
} from '@pitboss/contracts';
import { id, upstreamPath as p } from '../../upstream/client.js';
import {
  type Calls,
  ack,
  sanitized,
  type UploadBody,
  type Ack,
  named,
  uploadRequest,
} from '../../upstream/calls.js';
import { parseEntity, parseList, parseWith } from '../../upstream/parse.js';

/** The admin API's promotions calls, for one user (`callsFor`). */
export function promotionsApi({ up, get, send, uploadTimeout, rows }: Calls) {
  return {
    get: async (promotionId: string): Promise<Promotion> =>
      parseEntity(
        upstreamPromotionSchema,
        await get(p`/promotions/${id(promotionId)}`, undefined, 'promotions.get'),
        'promotions.get',
      ),
    filter: async (query: PromotionListQuery): Promise<Page<Promotion>> =>
      parseList(
        upstreamPromotionSchema,
        await get(p`/promotions/filter`, { ...query, search: undefined }, 'promotions.filter'),
        query,
        rows('/promotions/filter'),
      ),
    search: async (query: PromotionListQuery): Promise<Page<Promotion>> =>
      parseList(
        upstreamPromotionSchema,
        await get(p`/promotions/search`, { ...query }, 'promotions.search'),
        query,
        rows('/promotions/search'),
      ),
    /** The content's HTML is sanitised here, so no caller can send it unsanitised. */
    create: async (payload: PromotionPayload): Promise<Promotion> =>
      parseEntity(
        upstreamPromotionSchema,
        await send('POST', p`/promotions/create`, await sanitized(payload), 'promotions.create'),
        'promotions.create',
      ),
    /**
     * PATCH promotions/{id}/update with the update or the archive payload; the content's HTML is
     * sanitised here (the archive payload re-sends stored content, which may predate the rule or
     * come from another writer).
     */
    update: async (
      promotionId: string,
      payload: PromotionUpdatePayload | PromotionArchivePayload,
    ): Promise<Promotion> =>
      parseEntity(
        upstreamPromotionSchema,
        await send(
          'PATCH',
          p`/promotions/${id(promotionId)}/update`,
          await sanitized(payload),
          'promotions.update',
        ),
        'promotions.update',
      ),
    /** Multipart, field `imageFile`. */
    uploadImage: async (promotionId: string, upload: UploadBody): Promise<{ url: string | null }> =>
      parseWith(
        upstreamImageUrlResultSchema,
        await up.request({
          method: 'POST',
          path: p`/promotions/${id(promotionId)}/updateImage`,
          ...named('promotions.uploadImage'),
          ...uploadRequest(upload, uploadTimeout),
        }),
        'promotions.uploadImage',
      ),
    deleteImage: async (promotionId: string): Promise<Ack> =>
      ack(
        await send(
          'DELETE',
          p`/promotions/${id(promotionId)}/deleteImage`,
          undefined,
          'promotions.deleteImage',
        ),
      ),
    delete: async (promotionId: string): Promise<Ack> =>
      ack(
        await send(
          'DELETE',
          p`/promotions/${id(promotionId)}/delete`,
          undefined,
          'promotions.delete',
        ),
      ),
    bulkOrder: async (promotionOrders: PromotionOrderItem[]): Promise<Ack> =>
      ack(
        await send(
          'PATCH',
          p`/promotions/update/bulkOrder`,
          { promotionOrders },
          'promotions.bulkOrder',
        ),
      ),
    publish: async (): Promise<Ack> =>
      ack(await send('POST', p`/promotions/publish`, {}, 'promotions.publish')),
  };
}
