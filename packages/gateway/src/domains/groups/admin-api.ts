import { upstreamGroupSchema, type Group, type WholeList, wholeList } from '@pitboss/contracts';
import { id, upstreamPath as p } from '../../upstream/client.js';
import { type Calls } from '../../upstream/calls.js';
import { parseEntity, parseList } from '../../upstream/parse.js';

/** The admin API's groups calls, for one user (`callsFor`). */
export function groupsApi({ get, send, rows }: Calls) {
  return {
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
  };
}
