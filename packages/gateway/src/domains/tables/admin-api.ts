import { upstreamTableSchema, type Page, type Table } from '@pitboss/contracts';
import { id, upstreamPath as p } from '../../upstream/client.js';
import { type Calls, ack, type Ack } from '../../upstream/calls.js';
import { parseEntity, parseList } from '../../upstream/parse.js';

/** The admin API's tables calls, for one user (`callsFor`). */
export function tablesApi({ get, send, rows }: Calls) {
  return {
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
  };
}
