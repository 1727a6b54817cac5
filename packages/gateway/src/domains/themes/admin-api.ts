import { upstreamThemeSchema, type Page, type Theme } from '@pitboss/contracts';
import { id, upstreamPath as p } from '../../upstream/client.js';
import {
  type Calls,
  ack,
  type UploadBody,
  type Ack,
  named,
  uploadRequest,
} from '../../upstream/calls.js';
import { parseEntity, parseList } from '../../upstream/parse.js';

/** The admin API's themes calls, for one user (`callsFor`). */
export function themesApi({ up, get, send, uploadTimeout, rows }: Calls) {
  return {
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
  };
}
