import { EventEmitter } from 'node:events';
import type { CatalogueChange } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/** An in-process bus (one gateway instance). A listener that throws does not stop the others. */
export class EventEmitterChangeBus implements ChangeBus {
  private readonly emitter = new EventEmitter();

  constructor(private readonly onListenerError: (err: unknown) => void = () => undefined) {
    this.emitter.setMaxListeners(0);
  }

  announce(change: CatalogueChange): void {
    for (const listener of this.emitter.listeners('change') as ((c: CatalogueChange) => void)[]) {
      try {
        listener(change);
      } catch (err) {
        this.onListenerError(err);
      }
    }
  }

  subscribe(listener: (change: CatalogueChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
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
    app.decorate(
      'changes',
      new EventEmitterChangeBus((err) => app.log.warn({ err }, 'change listener failed')),
    );
  },
  { name: 'change-bus' },
);
