import { LIVE_RELAY, presenceTargetSchema, type Presence } from '@pitboss/contracts';
import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import type { ClusterChannel } from '../cluster/channel.js';

type Editor = Presence['editors'][number];

/** What a gateway tells the others about one order: its own tabs' editors (and, when asked, theirs). */
const messageSchema = z.strictObject({
  instanceId: z.string(),
  target: presenceTargetSchema,
  editors: z.array(z.strictObject({ username: z.string(), displayName: z.string() })).max(100),
  /** A tab just joined here: the others answer with their own editors of this order. */
  ask: z.boolean(),
});

const room = (target: string) => `presence:${target}`;

/**
 * Who has an order open in order mode ("Ada Admin is editing this order"), across gateways. A tab
 * says `presence_join` / `presence_leave` with the order; each gateway keeps its own tabs'
 * editors and tells the others over the cluster channel whenever they change (and when a tab
 * joins, asks them for theirs). Every tab of that order gets the whole list on each change.
 */
export class OrderPresence {
  /** order → socket id → editor (this gateway's tabs). */
  private readonly local = new Map<string, Map<string, Editor>>();
  /** order → gateway → editors (the other gateways' tabs). */
  private readonly remote = new Map<string, Map<string, Editor[]>>();
  private readonly unsubscribe: () => void;

  constructor(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the relay's typed server
    private readonly io: Server<any, any, any, any>,
    private readonly channel: ClusterChannel,
  ) {
    this.unsubscribe = channel.subscribe('presence', (raw) => this.received(raw));
  }

  /** Presence for one browser socket, whose user is `editor`. */
  attach(socket: Socket, editor: Editor): void {
    const targets = new Set<string>();
    socket.on(LIVE_RELAY.events.presenceJoin, (raw: unknown) => {
      const target = presenceTargetSchema.safeParse(raw);
      if (!target.success || targets.has(target.data)) return;
      targets.add(target.data);
      void socket.join(room(target.data));
      this.editorsHere(target.data).set(socket.id, editor);
      this.tell(target.data, true);
      this.show(target.data);
    });
    const leave = (target: string) => {
      if (!targets.delete(target)) return;
      void socket.leave(room(target));
      const here = this.editorsHere(target);
      here.delete(socket.id);
      if (here.size === 0) this.local.delete(target);
      this.tell(target, false);
      this.show(target);
    };
    socket.on(LIVE_RELAY.events.presenceLeave, (raw: unknown) => {
      const target = presenceTargetSchema.safeParse(raw);
      if (target.success) leave(target.data);
    });
    socket.on('disconnect', () => [...targets].forEach(leave));
  }

  close(): void {
    this.unsubscribe();
  }

  private editorsHere(target: string): Map<string, Editor> {
    let here = this.local.get(target);
    if (!here) this.local.set(target, (here = new Map()));
    return here;
  }

  private tell(target: string, ask: boolean): void {
    const editors = [...(this.local.get(target)?.values() ?? [])];
    const message = { instanceId: this.channel.instanceId, target, editors, ask };
    this.channel.publish('presence', message, { local: false });
  }

  private received(raw: unknown): void {
    const message = messageSchema.safeParse(raw);
    if (!message.success || message.data.instanceId === this.channel.instanceId) return;
    const { instanceId, target, editors, ask } = message.data;
    let there = this.remote.get(target);
    if (!there) this.remote.set(target, (there = new Map()));
    if (editors.length > 0) there.set(instanceId, editors);
    else there.delete(instanceId);
    if (there.size === 0) this.remote.delete(target);
    if (ask && this.local.has(target)) this.tell(target, false);
    this.show(target);
  }

  /** Every tab of the order gets who has it open (one entry per user). */
  private show(target: string): void {
    const byName = new Map<string, Editor>();
    for (const e of this.local.get(target)?.values() ?? []) byName.set(e.username, e);
    for (const list of this.remote.get(target)?.values() ?? [])
      for (const e of list) byName.set(e.username, e);
    const presence: Presence = { target, editors: [...byName.values()] };
    this.io.to(room(target)).emit(LIVE_RELAY.events.presence, presence);
  }
}
