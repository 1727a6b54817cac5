import { SLOTS, type Slot } from '@pitboss/contracts';
import type { AdminApi } from './api.js';

/**
 * Every slot of a group in group order (archived ones included, as the group's positions count
 * them): pages of 100, at most 50 pages (spec 1 §9 order mode).
 */
export async function allInGroup(api: AdminApi, groupId: string): Promise<Slot[]> {
  const out: Slot[] = [];
  for (let page = 1; page <= SLOTS.orderModeMaxPages; page++) {
    const batch = await api.slots.filter({
      page,
      limit: SLOTS.orderModeBatchSize,
      groupId,
      order: 'ASC',
      byTitle: false,
      byReleased: false,
      byUpdated: false,
    });
    out.push(...batch.items);
    if (batch.items.length < SLOTS.orderModeBatchSize || page >= batch.totalPages) break;
  }
  return out;
}
