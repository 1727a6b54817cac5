import type { CatalogueChange } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ClusterChannel } from '../cluster/channel.js';

/**
 * Catalogue (and promotions, tables, ...) changes made through the gateway, announced after a
 * successful mutation so the live relay can tell other users' open screens to refresh.
 * The tRPC layer announces; the `live` plugin subscribes. Decorated as `app.changes`.
 */
export interface ChangeBus {
  announce(change: CatalogueChange): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (change: CatalogueChange) => void): () => void;
}

/**
 * Changes over the cluster channel: delivered to this instance's listeners at once and to every
 * other gateway on the database (Postgres NOTIFY), whose relays tell their own sockets. The
 * receiving relay checks each change against the contracts' schema before sending it on.
 */
class ClusterChangeBus implements ChangeBus {
  constructor(private readonly channel: ClusterChannel) {}

  announce(change: CatalogueChange): void {
    this.channel.publish('change', change);
  }

  subscribe(listener: (change: CatalogueChange) => void): () => void {
    return this.channel.subscribe('change', (payload) => listener(payload as CatalogueChange));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeBus;
  }
}

/**
 * Decorates `app.changes` (fastify-plugin name `change-bus`). Registered by the app before the
 * API and the `live` plugin, which subscribes.
 */
export const changeBusPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('changes', new ClusterChangeBus(app.cluster));
  },
  { name: 'change-bus', dependencies: ['cluster'] },
);
