import { z } from 'zod';
import { firstDefined, looseBoolOrNull, looseNumber, looseText, looseTimestamp } from './common.js';

/** The nine casino event types. */
export const LIVE_EVENT_TYPES = [
  'bet',
  'deposit',
  'withdraw',
  'tip',
  'redeem',
  'vault_deposit',
  'vault_withdraw',
  'affiliate_claim',
  'affiliate_redeem',
] as const;
export const liveEventTypeSchema = z.enum(LIVE_EVENT_TYPES);
export type LiveEventType = z.infer<typeof liveEventTypeSchema>;

/** A casino_event as relayed to browsers (all fields). */
export const liveEventSchema = z.strictObject({
  /** A client-side key: tx_id when present, else derived by the gateway. */
  id: z.string().min(1),
  type: liveEventTypeSchema,
  amount: z.number(),
  currency: z.string().nullable(),
  username: z.string().nullable(),
  game: z.string().nullable(),
  status: z.string().nullable(),
  multiplier: z.number().nullable(),
  payout: z.number().nullable(),
  senderUsername: z.string().nullable(),
  receiverUsername: z.string().nullable(),
  walletType: z.string().nullable(),
  txId: z.string().nullable(),
  code: z.string().nullable(),
  claimed: z.boolean().nullable(),
  vip: z.boolean().nullable(),
  placedAt: z.string().nullable(),
  timestamp: z.string().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

let eventCounter = 0;

export const upstreamLiveEventSchema = z
  .looseObject({
    id: looseText,
    type: z
      .string()
      .transform((t) => t.trim().toLowerCase())
      .pipe(liveEventTypeSchema),
    amount: looseNumber,
    currency: looseText,
    username: looseText,
    game: looseText,
    status: looseText,
    multiplier: looseNumber,
    payout: looseNumber,
    senderUsername: looseText,
    sender_username: looseText,
    receiverUsername: looseText,
    receiver_username: looseText,
    walletType: looseText,
    wallet_type: looseText,
    tx_id: looseText,
    txId: looseText,
    code: looseText,
    claimed: looseBoolOrNull,
    vip: looseBoolOrNull,
    placedAt: looseTimestamp,
    placed_at: looseTimestamp,
    timestamp: looseTimestamp,
  })
  .transform((e): LiveEvent => {
    const txId = firstDefined(e.tx_id, e.txId);
    const timestamp = e.timestamp;
    eventCounter = (eventCounter + 1) % Number.MAX_SAFE_INTEGER;
    return {
      id: firstDefined(e.id, txId) ?? `${e.type}-${timestamp ?? ''}-${eventCounter}`,
      type: e.type,
      amount: e.amount ?? 0,
      currency: e.currency,
      username: e.username,
      game: e.game,
      status: e.status,
      multiplier: e.multiplier,
      payout: e.payout,
      senderUsername: firstDefined(e.senderUsername, e.sender_username),
      receiverUsername: firstDefined(e.receiverUsername, e.receiver_username),
      walletType: firstDefined(e.walletType, e.wallet_type),
      txId,
      code: e.code,
      claimed: e.claimed,
      vip: e.vip,
      placedAt: firstDefined(e.placedAt, e.placed_at),
      timestamp,
    };
  })
  .pipe(liveEventSchema);
export type UpstreamLiveEvent = z.input<typeof upstreamLiveEventSchema>;
