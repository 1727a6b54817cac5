import {
  upstreamDemoPlayResultSchema,
  upstreamImageUrlResultSchema,
  upstreamSlotSchema,
  type CreateSlotPayload,
  type Page,
  type Slot,
  type SlotFilterQuery,
  type SlotOrderItem,
  type UpdateSlotPayload,
} from '@pitboss/contracts';
import { id, upstreamPath as p } from '../../upstream/client.js';
import {
  type Calls,
  ack,
  jsonObject,
  createdId,
  type UploadBody,
  type Ack,
  uploadRequest,
} from '../../upstream/calls.js';
import { parseEntity, parseList, parseWith } from '../../upstream/parse.js';

/** The admin API's slots calls, for one user (`callsFor`). */
export function slotsApi({ up, get, send, uploadTimeout, rows }: Calls) {
  return {
    /** GET /slots (query id, slug, page, limit, includeArchived). */
    list: async (query: {
      page?: number;
      limit?: number;
      id?: string;
      slug?: string;
      includeArchived?: boolean;
    }): Promise<Page<Slot>> =>
      parseList(upstreamSlotSchema, await get(p`/slots`, query), query, rows('/slots')),
    filter: async (query: SlotFilterQuery): Promise<Page<Slot>> =>
      parseList(
        upstreamSlotSchema,
        await get(p`/slots/filter`, { ...query }),
        query,
        rows('/slots/filter'),
      ),
    search: async (query: {
      page: number;
      limit: number;
      search: string;
      isArchived?: boolean | undefined;
    }): Promise<Page<Slot>> =>
      parseList(
        upstreamSlotSchema,
        await get(p`/slots/search`, query),
        query,
        rows('/slots/search'),
      ),
    archived: async (query: { page: number; limit: number }): Promise<Page<Slot>> =>
      parseList(
        upstreamSlotSchema,
        await get(p`/archived/slots`, query),
        query,
        rows('/archived/slots'),
      ),
    get: async (slotId: string): Promise<Slot> =>
      parseEntity(upstreamSlotSchema, await get(p`/slots/${id(slotId)}`), 'slots.get'),
    /** POST /slots/create: the new slot's id. */
    create: async (payload: CreateSlotPayload): Promise<string> =>
      createdId(await send('POST', p`/slots/create`, payload), 'slots.create'),
    update: async (slotId: string, payload: UpdateSlotPayload): Promise<Slot> =>
      parseEntity(
        upstreamSlotSchema,
        await send('PATCH', p`/slots/${id(slotId)}/update`, payload),
        'slots.update',
      ),
    /** Multipart, fields `image` and `type=image`; answers the new URL. */
    uploadImage: async (slotId: string, upload: UploadBody): Promise<{ url: string | null }> =>
      parseWith(
        upstreamImageUrlResultSchema,
        await up.request({
          method: 'PATCH',
          path: p`/slots/${id(slotId)}/updateSlotImage`,
          operation: 'slots.uploadImage',
          ...uploadRequest(upload, uploadTimeout),
        }),
        'slots.uploadImage',
      ),
    deleteImage: async (slotId: string): Promise<Ack> =>
      ack(await send('DELETE', p`/slots/${id(slotId)}/deleteSlotImage`)),
    rename: async (slotId: string, name: string): Promise<Slot> =>
      parseEntity(
        upstreamSlotSchema,
        await send('PATCH', p`/slots/${id(slotId)}/name`, { name }),
        'slots.rename',
      ),
    setDisplayProvider: async (slotId: string, displayProviderId: string): Promise<Slot> =>
      parseEntity(
        upstreamSlotSchema,
        await send('PATCH', p`/slots/${id(slotId)}/display-provider`, {
          display_provider_id: id(displayProviderId),
        }),
        'slots.setDisplayProvider',
      ),
    setIdentifier: async (slotId: string, identifier: string): Promise<Slot> =>
      parseEntity(
        upstreamSlotSchema,
        await send('PATCH', p`/slots/${id(slotId)}/identifier`, { identifier }),
        'slots.setIdentifier',
      ),
    reset: async (slotId: string): Promise<Slot> =>
      parseEntity(
        upstreamSlotSchema,
        await send('PATCH', p`/slots/${id(slotId)}/reset`),
        'slots.reset',
      ),
    delete: async (slotId: string): Promise<Ack> =>
      ack(await send('DELETE', p`/slots/${id(slotId)}/delete`)),
    addToGroup: async (slotId: string, groupId: string): Promise<Ack> =>
      ack(await send('POST', p`/slots/${id(slotId)}/groups/${id(groupId)}`)),
    addGroups: async (slotId: string, groupIds: string[]): Promise<Ack> =>
      ack(await send('POST', p`/slots/${id(slotId)}/groups`, { group_ids: groupIds.map(id) })),
    removeGroups: async (slotId: string, groupIds: string[]): Promise<Ack> =>
      ack(await send('DELETE', p`/slots/${id(slotId)}/groups`, { group_ids: groupIds.map(id) })),
    removeFromGroup: async (groupId: string, slotId: string): Promise<Ack> =>
      ack(await send('DELETE', p`/slots/groups/${id(groupId)}/slots/${id(slotId)}`)),
    bulkOrder: async (groupId: string, slotOrders: SlotOrderItem[]): Promise<Ack> =>
      ack(await send('PUT', p`/slots/groups/${id(groupId)}/slots/bulk-order`, { slotOrders })),
    demoPlay: async (slotId: string): Promise<{ launchUrl: string | null }> =>
      parseWith(
        upstreamDemoPlayResultSchema,
        await send('POST', p`/slots/${id(slotId)}/demoplay`),
        'slots.demoPlay',
      ),
    refreshMaterializedView: async (): Promise<Record<string, unknown>> =>
      jsonObject(await send('POST', p`/slots/refresh-materialized-view`)),
  };
}
