import {
  upstreamCreateResultSchema,
  upstreamDemoPlayResultSchema,
  upstreamGroupSchema,
  upstreamHealthReadySchema,
  upstreamImageUrlResultSchema,
  upstreamMaintenanceStatusSchema,
  upstreamPromoCodeSchema,
  upstreamPromotionSchema,
  upstreamProviderSchema,
  upstreamPublishResultSchema,
  upstreamShutdownStatusSchema,
  upstreamSlotSchema,
  upstreamSystemHealthSchema,
  upstreamTableSchema,
  upstreamThemeSchema,
  type CreateSlotPayload,
  type Group,
  type HealthReady,
  type MaintenanceEnablePayload,
  type MaintenanceStatus,
  type Page,
  type PromoCode,
  type PromoCodePayload,
  type Promotion,
  type PromotionArchivePayload,
  type PromotionListQuery,
  type PromotionOrderItem,
  type PromotionPayload,
  type PromotionUpdatePayload,
  type Provider,
  type ProviderOrderItem,
  type PublishResult,
  type ShutdownStatus,
  type Slot,
  type SlotFilterQuery,
  type SlotOrderItem,
  type SystemHealth,
  type Table,
  type Theme,
  type UpdateSlotPayload,
  type WholeList,
  wholeList,
  PROMOTION_MESSAGES,
  THEME_MESSAGES,
} from '@pitboss/contracts';
import {
  id,
  upstreamPath as p,
  type BodyInit,
  type BoundUpstream,
  type QueryValue,
} from './client.js';
import { sanitizeBlocks } from '../content/sanitize-html.js';
import { UpstreamError } from './errors.js';
import { messageOf, parseEntity, parseList, parseWith, unwrapObject } from './parse.js';

/** A streamed multipart body for an upload route: the body and its content type (with boundary). */
export interface UploadBody {
  body: BodyInit;
  contentType: string;
  /** Content length when known (lets the admin API refuse early). */
  contentLength?: number;
  signal?: AbortSignal;
}

/** `{success, message}` acknowledgements, normalised. */
export interface Ack {
  success: boolean;
  message: string | null;
}

/** A promotion payload with every paragraph's HTML sanitised: every write of promotion HTML passes here. */
const sanitized = <T extends { text: PromotionPayload['text'] }>(payload: T): T => ({
  ...payload,
  text: sanitizeBlocks(payload.text),
});

const ack = (raw: unknown): Ack => {
  const o = unwrapObject(raw);
  const top = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { success: top.success !== false && o.success !== false, message: messageOf(raw) };
};

/** Any JSON object answer (overview, refresh results): passed on as the object it is. */
const jsonObject = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {};

/** Rejects a 2xx answer without the id a create call must return. */
function createdId(raw: unknown, operation: string): string {
  const { id: created } = parseWith(upstreamCreateResultSchema, raw, operation);
  if (created === null)
    throw new UpstreamError('The admin API created the entity but returned no id.', {
      kind: 'http',
      status: 502,
    });
  return created;
}

function uploadRequest(u: UploadBody, timeoutMs: number) {
  return {
    body: u.body,
    headers: {
      'content-type': u.contentType,
      ...(u.contentLength !== undefined ? { 'content-length': String(u.contentLength) } : {}),
    },
    timeoutMs,
    ...(u.signal ? { signal: u.signal } : {}),
  };
}

/**
 * The domain's failure text by operation (spec 2 §8 service errors): what the user reads when the
 * admin API answers an error with no message of its own (instead of 'HTTP error! status: 500').
 */
const FAILURE_TEXTS: Readonly<Record<string, string>> = {
  'promotions.get': PROMOTION_MESSAGES.fetchFailed,
  'promotions.filter': PROMOTION_MESSAGES.loadFailed,
  'promotions.search': PROMOTION_MESSAGES.loadFailed,
  'promotions.create': PROMOTION_MESSAGES.serviceCreateFailed,
  'promotions.update': PROMOTION_MESSAGES.serviceUpdateFailed,
  'promotions.uploadImage': PROMOTION_MESSAGES.serviceUpdateImageFailed,
  'promotions.deleteImage': PROMOTION_MESSAGES.serviceDeleteImageFailed,
  'promotions.delete': PROMOTION_MESSAGES.serviceDeleteFailed,
  'promotions.bulkOrder': PROMOTION_MESSAGES.serviceBulkOrderFailed,
  'promotions.publish': PROMOTION_MESSAGES.servicePublishFailed,
  'themes.get': THEME_MESSAGES.fetchFailed,
  'themes.getBySlug': THEME_MESSAGES.fetchFailed,
  'themes.update': THEME_MESSAGES.serviceUpdateFailed,
  'themes.delete': THEME_MESSAGES.serviceDeleteFailed,
  'themes.replaceFiles': THEME_MESSAGES.replaceFilesFailed,
};

/** The request fields naming an operation and its failure text. */
const named = (operation: string | undefined) => {
  if (!operation) return {};
  const fallbackMessage = FAILURE_TEXTS[operation];
  return { operation, ...(fallbackMessage ? { fallbackMessage } : {}) };
};

/**
 * Every admin-API call of spec 1 §7 and spec 2 §7 as a typed function, for one user. The only
 * place that knows an upstream path: routers and routes call these. Ids are checked (`id()`) and
 * every path segment built from input is encoded (`p`).
 */
export function adminApi(up: BoundUpstream) {
  const get = (
    path: ReturnType<typeof p>,
    query?: Record<string, QueryValue>,
    operation?: string,
  ) =>
    up.request({
      method: 'GET',
      path,
      ...(query ? { query } : {}),
      ...named(operation),
    });
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: ReturnType<typeof p>,
    json?: unknown,
    operation?: string,
  ) =>
    up.request({
      method,
      path,
      ...(json !== undefined ? { json } : {}),
      ...named(operation),
    });
  const uploadTimeout = up.client.uploadTimeoutMs;
  /** Reports a list answer's unreadable rows under its path (no ids: list paths have none). */
  const rows = (path: string) => (count: number) => up.client.reportUnreadable(path, count);

  return {
    stats: up.stats,

    system: {
      healthReady: async (): Promise<HealthReady> =>
        parseEntity(
          upstreamHealthReadySchema,
          await get(p`/system/health/ready`),
          'system.healthReady',
        ),
      health: async (): Promise<SystemHealth> =>
        parseEntity(
          upstreamSystemHealthSchema,
          await get(p`/system/health/system`),
          'system.health',
        ),
      maintenanceStatus: async (): Promise<MaintenanceStatus> =>
        parseEntity(
          upstreamMaintenanceStatusSchema,
          await get(p`/system/maintenance/status`),
          'system.maintenanceStatus',
        ),
      enableMaintenance: async (payload: MaintenanceEnablePayload): Promise<MaintenanceStatus> =>
        parseEntity(
          upstreamMaintenanceStatusSchema,
          await send('POST', p`/system/maintenance/enable`, payload),
          'system.enableMaintenance',
        ),
      disableMaintenance: async (): Promise<MaintenanceStatus> =>
        parseEntity(
          upstreamMaintenanceStatusSchema,
          await send('DELETE', p`/system/maintenance/disable`),
          'system.disableMaintenance',
        ),
      shutdownStatus: async (): Promise<ShutdownStatus> =>
        parseEntity(
          upstreamShutdownStatusSchema,
          await get(p`/system/shutdown/status`),
          'system.shutdownStatus',
        ),
      initiateShutdown: async (): Promise<ShutdownStatus> =>
        parseEntity(
          upstreamShutdownStatusSchema,
          await send('POST', p`/system/shutdown/initiate`),
          'system.initiateShutdown',
        ),
      cancelShutdown: async (): Promise<ShutdownStatus> =>
        parseEntity(
          upstreamShutdownStatusSchema,
          await send('DELETE', p`/system/shutdown/cancel`),
          'system.cancelShutdown',
        ),
      overview: async (): Promise<Record<string, unknown>> =>
        jsonObject(await get(p`/system/overview`)),
    },

    groups: {
      /** GET /groups/all: the whole list, and how many rows could not be read (absent when 0). */
      list: async (query: { archived?: boolean } = {}): Promise<WholeList<Group>> => {
        const { items, unreadable } = parseList(
          upstreamGroupSchema,
          await get(p`/groups/all`, { archived: query.archived }),
          {},
          rows('/groups/all'),
        );
        return wholeList(items, unreadable);
      },
      create: async (body: { display_name: string }): Promise<Group> =>
        parseEntity(upstreamGroupSchema, await send('POST', p`/groups`, body), 'groups.create'),
      update: async (
        groupId: string,
        body: { display_name?: string; order_hint?: number; archived?: boolean },
      ): Promise<Group> =>
        parseEntity(
          upstreamGroupSchema,
          await send('PUT', p`/groups/${id(groupId)}`, body),
          'groups.update',
        ),
    },

    providers: {
      /**
       * GET /providers/all: a bare array, by order (non-archived unless asked); the whole list, and
       * how many rows could not be read (absent when 0).
       */
      all: async (query: { includeArchived?: boolean } = {}): Promise<WholeList<Provider>> => {
        const { items, unreadable } = parseList(
          upstreamProviderSchema,
          await get(p`/providers/all`, { includeArchived: query.includeArchived }),
          {},
          rows('/providers/all'),
        );
        return wholeList(items, unreadable);
      },
      search: async (query: {
        page: number;
        limit: number;
        order: 'ASC' | 'DESC';
        search: string;
        isArchived?: boolean | undefined;
      }): Promise<Page<Provider>> =>
        parseList(
          upstreamProviderSchema,
          await get(p`/providers/search`, query),
          query,
          rows('/providers/search'),
        ),
      archived: async (query: {
        page: number;
        limit: number;
        search?: string;
      }): Promise<Page<Provider>> =>
        parseList(
          upstreamProviderSchema,
          await get(p`/archived/providers`, query),
          query,
          rows('/archived/providers'),
        ),
      get: async (providerId: string): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await get(p`/providers/${id(providerId)}`),
          'providers.get',
        ),
      getBySlug: async (slug: string): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await get(p`/providers/slug/${slug}`),
          'providers.getBySlug',
        ),
      create: async (body: {
        display_name: string;
        description: string;
        archived: boolean;
      }): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await send('POST', p`/providers/create`, body),
          'providers.create',
        ),
      update: async (
        providerId: string,
        body: {
          display_name?: string;
          description?: string;
          archived?: boolean;
          live?: boolean;
          order_hint?: number;
        },
      ): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await send('PATCH', p`/providers/${id(providerId)}`, body),
          'providers.update',
        ),
      archive: async (providerId: string): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await send('PATCH', p`/providers/${id(providerId)}/archive`),
          'providers.archive',
        ),
      unarchive: async (providerId: string): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await send('PATCH', p`/providers/${id(providerId)}/unarchive`),
          'providers.unarchive',
        ),
      toggleLive: async (providerId: string): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await send('PATCH', p`/providers/${id(providerId)}/toggle-live`),
          'providers.toggleLive',
        ),
      reset: async (providerId: string): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await send('PATCH', p`/providers/${id(providerId)}/reset`),
          'providers.reset',
        ),
      delete: async (providerId: string): Promise<Ack> =>
        ack(await send('DELETE', p`/providers/${id(providerId)}/delete`)),
      setImageUrl: async (providerId: string, imageUrl: string): Promise<Provider> =>
        parseEntity(
          upstreamProviderSchema,
          await send('PATCH', p`/providers/${id(providerId)}/image`, { image_url: imageUrl }),
          'providers.setImageUrl',
        ),
      /** Multipart, field `image` (the route builds the body); answers the new image URL. */
      uploadLogo: async (providerId: string, upload: UploadBody): Promise<{ url: string | null }> =>
        parseWith(
          upstreamImageUrlResultSchema,
          await up.request({
            method: 'PATCH',
            path: p`/providers/${id(providerId)}/updateProviderImage`,
            query: { type: 'logo' },
            operation: 'providers.uploadLogo',
            ...uploadRequest(upload, uploadTimeout),
          }),
          'providers.uploadLogo',
        ),
      bulkOrder: async (providerOrders: ProviderOrderItem[]): Promise<Ack> =>
        ack(await send('PATCH', p`/providers/bulk-order`, { providerOrders })),
    },

    slots: {
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
    },

    catalogue: {
      publish: async (): Promise<PublishResult> =>
        parseWith(
          upstreamPublishResultSchema,
          await send('POST', p`/publish`),
          'catalogue.publish',
        ),
      reset: async (): Promise<PublishResult> =>
        parseWith(upstreamPublishResultSchema, await send('POST', p`/reset`), 'catalogue.reset'),
      refreshSoftswiss: async (): Promise<Record<string, unknown>> =>
        jsonObject(await send('POST', p`/softswiss/refresh`)),
      deleteFromCasino: async (body: {
        type: string;
        identifiers: string[];
      }): Promise<Record<string, unknown>> =>
        jsonObject(await send('POST', p`/delete-from-casino`, body)),
      /** The backup file as a streamed answer (saved as backup.json by the download route). */
      exportBackup: async (signal?: AbortSignal): Promise<Response> =>
        up.fetch({
          method: 'GET',
          path: p`/api/data-transfer/export/download`,
          operation: 'catalogue.exportBackup',
          timeoutMs: uploadTimeout,
          ...(signal ? { signal } : {}),
        }),
      /** Multipart, field `file`. */
      importBackup: async (upload: UploadBody): Promise<Record<string, unknown>> =>
        jsonObject(
          await up.request({
            method: 'POST',
            path: p`/api/data-transfer/import`,
            operation: 'catalogue.importBackup',
            ...uploadRequest(upload, uploadTimeout),
          }),
        ),
    },

    promotions: {
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
          await send('POST', p`/promotions/create`, sanitized(payload), 'promotions.create'),
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
            sanitized(payload),
            'promotions.update',
          ),
          'promotions.update',
        ),
      /** Multipart, field `imageFile`. */
      uploadImage: async (
        promotionId: string,
        upload: UploadBody,
      ): Promise<{ url: string | null }> =>
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
    },

    promoCodes: {
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
    },

    tables: {
      list: async (): Promise<Page<Table>> =>
        parseList(upstreamTableSchema, await get(p`/tables`), {}, rows('/tables')),
      get: async (tableId: string): Promise<Table> =>
        parseEntity(upstreamTableSchema, await get(p`/tables/${id(tableId)}`), 'tables.get'),
      create: async (body: {
        name: string;
        slug: string;
        stake: number;
        theme: string;
      }): Promise<Table> =>
        parseEntity(upstreamTableSchema, await send('POST', p`/tables`, body), 'tables.create'),
      update: async (
        tableId: string,
        body: { name?: string; slug?: string; stake?: number; theme?: string },
      ): Promise<Table> =>
        parseEntity(
          upstreamTableSchema,
          await send('PUT', p`/tables/${id(tableId)}`, body),
          'tables.update',
        ),
      delete: async (tableId: string): Promise<Ack> =>
        ack(await send('DELETE', p`/tables/${id(tableId)}`)),
    },

    themes: {
      list: async (query: {
        page?: number | undefined;
        limit?: number | undefined;
        search?: string | undefined;
        isActive?: boolean | undefined;
      }): Promise<Page<Theme>> =>
        parseList(upstreamThemeSchema, await get(p`/themes`, query), query, rows('/themes')),
      get: async (themeId: string): Promise<Theme> =>
        parseEntity(
          upstreamThemeSchema,
          await get(p`/themes/${id(themeId)}`, undefined, 'themes.get'),
          'themes.get',
        ),
      getBySlug: async (slug: string): Promise<Theme> =>
        parseEntity(
          upstreamThemeSchema,
          await get(p`/themes/slug/${slug}`, undefined, 'themes.getBySlug'),
          'themes.getBySlug',
        ),
      create: async (body: {
        name: string;
        slug: string;
        description: string;
        isActive: boolean;
      }): Promise<Theme> =>
        parseEntity(upstreamThemeSchema, await send('POST', p`/themes`, body), 'themes.create'),
      update: async (
        themeId: string,
        body: { name?: string; slug?: string; description?: string; isActive?: boolean },
      ): Promise<Theme> =>
        parseEntity(
          upstreamThemeSchema,
          await send('PUT', p`/themes/${id(themeId)}`, body, 'themes.update'),
          'themes.update',
        ),
      delete: async (themeId: string): Promise<Ack> =>
        ack(await send('DELETE', p`/themes/${id(themeId)}`, undefined, 'themes.delete')),
      /** Multipart, repeated field `files` (≤ 100): adds files (same name replaced). */
      uploadFiles: async (themeId: string, upload: UploadBody): Promise<Theme> =>
        parseEntity(
          upstreamThemeSchema,
          await up.request({
            method: 'POST',
            path: p`/themes/${id(themeId)}/upload`,
            operation: 'themes.uploadFiles',
            ...uploadRequest(upload, uploadTimeout),
          }),
          'themes.uploadFiles',
        ),
      /** Multipart, field `files`: every previous file replaced. */
      replaceFiles: async (themeId: string, upload: UploadBody): Promise<Theme> =>
        parseEntity(
          upstreamThemeSchema,
          await up.request({
            method: 'PUT',
            path: p`/themes/${id(themeId)}/files/replace`,
            ...named('themes.replaceFiles'),
            ...uploadRequest(upload, uploadTimeout),
          }),
          'themes.replaceFiles',
        ),
    },
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
