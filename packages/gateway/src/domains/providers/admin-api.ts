import {
  upstreamImageUrlResultSchema,
  upstreamProviderSchema,
  type Page,
  type Provider,
  type ProviderOrderItem,
  type WholeList,
  wholeList,
} from '@pitboss/contracts';
import { id, upstreamPath as p } from '../../upstream/client.js';
import { type Calls, ack, type UploadBody, type Ack, uploadRequest } from '../../upstream/calls.js';
import { parseEntity, parseList, parseWith } from '../../upstream/parse.js';

/** The admin API's providers calls, for one user (`callsFor`). */
export function providersApi({ up, get, send, uploadTimeout, rows }: Calls) {
  return {
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
  };
}
