import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server as IoServer, type Namespace } from 'socket.io';
import type { Authenticator } from './auth.js';
import { Random } from './lib/random.js';

export const CASINO_EVENT_TYPES = [
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
export type CasinoEventType = (typeof CASINO_EVENT_TYPES)[number];

/** The admin socket's other events, emitted alongside some casino events. */
export const ADMIN_EVENT_NAMES = [
  'bet_event',
  'high_roller_event',
  'payment_event',
  'tip_event',
  'redeem_event',
  'vault_event',
  'affiliate_event',
  'vip_event',
] as const;

export interface CasinoEvent {
  id: string;
  type: CasinoEventType;
  amount: number;
  currency: string;
  timestamp: string;
  [field: string]: unknown;
}

const USERS = [
  'lucky_luke',
  'spin_queen',
  'highroller88',
  'noctis',
  'mara.v',
  'jackpot_jo',
  'betty_bets',
  'crypto_kai',
  'r0yal_flush',
  'vegas_vic',
  'moonwalker',
  'ace_of_spades',
  'goldfinch',
  'nina_n',
  'zed_plays',
  'the_baron',
  'sunny_s',
  'whale_watcher',
];
const GAMES = [
  'Gates of Olympus',
  'Sweet Bonanza',
  'Book of Dead',
  'Big Bass Splash',
  'Wolf Gold',
  'Crazy Time',
  'Lightning Roulette',
  'Blackjack VIP',
  'Sugar Rush 1000',
  'Mighty Dragon Megaways',
  'Plinko',
  'Aviator',
];
const CURRENCIES = ['USD', 'EUR', 'BTC', 'ETH', 'USDT'];
const TYPE_TO_ADMIN: Record<CasinoEventType, (typeof ADMIN_EVENT_NAMES)[number]> = {
  bet: 'bet_event',
  deposit: 'payment_event',
  withdraw: 'payment_event',
  tip: 'tip_event',
  redeem: 'redeem_event',
  vault_deposit: 'vault_event',
  vault_withdraw: 'vault_event',
  affiliate_claim: 'affiliate_event',
  affiliate_redeem: 'affiliate_event',
};
export const HIGH_ROLLER_AMOUNT = 50;

export class EventHub {
  private io: IoServer | null = null;
  private nsp: Namespace | null = null;
  private timer: NodeJS.Timeout | null = null;
  private carry = 0;
  private readonly rnd: Random;
  private readonly typeWeights: number[] = [40, 12, 8, 8, 6, 7, 6, 7, 6];
  emitted = 0;

  constructor(
    private readonly rate: number,
    seed: number,
  ) {
    this.rnd = new Random(seed ^ 0x5eed);
  }

  /**
   * Attaches socket.io (namespace /socket/admin, handshake auth.token verified). No CORS: the
   * gateway connects server to server; and only requests whose Host names the sandbox.
   */
  attach(
    server: HttpServer,
    auth: Authenticator,
    isOurs: (host: string | undefined) => boolean,
  ): void {
    this.io = new IoServer(server, {
      serveClient: false,
      allowRequest: (req, done) => done(null, isOurs(req.headers.host)),
    });
    this.nsp = this.io.of('/socket/admin');
    this.nsp.use((socket, next) => {
      const raw = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
      const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : undefined;
      if (!token) return next(new Error('No authentication token available'));
      auth
        .verify(token)
        .then((user) => {
          if (!user) return next(new Error('Unauthorized'));
          socket.data.user = user;
          next();
        })
        .catch(() => next(new Error('Unauthorized')));
    });
    this.nsp.on('connection', (socket) => {
      socket.emit('connected', {
        message: 'Connected to admin events',
        user: socket.data.user?.username ?? null,
      });
    });
    if (this.rate > 0) {
      const intervalMs = 100;
      this.timer = setInterval(() => this.tick(intervalMs), intervalMs);
      this.timer.unref();
    }
  }

  private tick(intervalMs: number): void {
    if (!this.nsp || this.nsp.sockets.size === 0) {
      this.carry = 0;
      return;
    }
    this.carry += (this.rate * intervalMs) / 1000;
    const n = Math.floor(this.carry);
    this.carry -= n;
    for (let i = 0; i < n; i++) this.emitCasino();
  }

  connectedCount(): number {
    return this.nsp?.sockets.size ?? 0;
  }

  private pickType(): CasinoEventType {
    const total = this.typeWeights.reduce((a, b) => a + b, 0);
    let x = this.rnd.next() * total;
    for (let i = 0; i < CASINO_EVENT_TYPES.length; i++) {
      x -= this.typeWeights[i] ?? 0;
      if (x < 0) return CASINO_EVENT_TYPES[i] ?? 'bet';
    }
    return 'bet';
  }

  private amount(): number {
    // Mostly small, with a tail that passes the high-roller line (>= 50) about 15% of the time.
    const r = this.rnd.next();
    const v = r < 0.85 ? 0.1 + this.rnd.next() * 49 : HIGH_ROLLER_AMOUNT + this.rnd.next() * 4950;
    return Math.round(v * 100) / 100;
  }

  /** Builds a realistic event of `type` (random when absent); `overrides` win. */
  makeEvent(type?: CasinoEventType, overrides: Record<string, unknown> = {}): CasinoEvent {
    const t = type ?? this.pickType();
    const now = new Date();
    const amount = this.amount();
    const currency = this.rnd.pick(CURRENCIES);
    const username = this.rnd.pick(USERS);
    const vip = this.rnd.chance(0.12);
    const base = { id: randomUUID(), type: t, amount, currency, timestamp: now.toISOString() };
    let extra: Record<string, unknown>;
    switch (t) {
      case 'bet': {
        const multiplier = this.rnd.chance(0.55)
          ? 0
          : Math.round((0.2 + this.rnd.next() * 25) * 100) / 100;
        extra = {
          username,
          game: this.rnd.pick(GAMES),
          multiplier,
          payout: Math.round(amount * multiplier * 100) / 100,
          status: multiplier > 1 ? 'won' : multiplier === 0 ? 'lost' : 'partial',
          vip,
          placedAt: new Date(now.getTime() - this.rnd.int(50, 3000)).toISOString(),
        };
        break;
      }
      case 'deposit':
      case 'withdraw':
        extra = {
          username,
          status: this.rnd.pick(['completed', 'completed', 'completed', 'pending', 'failed']),
          tx_id: `0x${randomUUID().replace(/-/g, '')}`,
          walletType: this.rnd.pick(['main', 'crypto', 'card']),
          vip,
        };
        break;
      case 'tip': {
        let receiver = this.rnd.pick(USERS);
        if (receiver === username)
          receiver = USERS[(USERS.indexOf(username) + 1) % USERS.length] ?? 'goldfinch';
        extra = { senderUsername: username, receiverUsername: receiver, status: 'completed', vip };
        break;
      }
      case 'redeem':
        extra = {
          username,
          code: `${this.rnd.pick(['WELCOME', 'SPIN', 'LUCKY', 'VIP'])}${this.rnd.int(10, 999)}`,
          claimed: this.rnd.chance(0.9),
          status: 'completed',
          vip,
        };
        break;
      case 'vault_deposit':
      case 'vault_withdraw':
        extra = { username, walletType: 'vault', status: 'completed', tx_id: randomUUID(), vip };
        break;
      case 'affiliate_claim':
      case 'affiliate_redeem':
        extra = {
          username,
          claimed: t === 'affiliate_claim' ? true : this.rnd.chance(0.8),
          status: 'completed',
          vip,
        };
        break;
    }
    return { ...base, ...extra, ...overrides } as CasinoEvent;
  }

  /** Emits one `casino_event` (and sometimes its companion admin event). Test hook as well. */
  emitCasino(type?: CasinoEventType, overrides: Record<string, unknown> = {}): CasinoEvent {
    const event = this.makeEvent(type, overrides);
    this.emitted++;
    if (this.nsp) {
      this.nsp.emit('casino_event', event);
      if (this.rnd.chance(0.2)) this.nsp.emit(TYPE_TO_ADMIN[event.type], event);
      if (event.amount >= HIGH_ROLLER_AMOUNT && this.rnd.chance(0.5))
        this.nsp.emit('high_roller_event', event);
      if (event.vip === true && this.rnd.chance(0.1)) {
        this.nsp.emit('vip_event', {
          username: event.username,
          level: this.rnd.pick(['gold', 'platinum', 'diamond']),
          timestamp: event.timestamp,
        });
      }
    }
    return event;
  }

  /** Emits any admin event by name (maintenance/shutdown changes, publish notices, tests). */
  emitAdmin(name: string, payload: unknown): void {
    this.nsp?.emit(name, payload);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const io = this.io;
    this.io = null;
    this.nsp = null;
    if (io) {
      io.disconnectSockets(true);
      // io.close() also closes the HTTP server, which Fastify owns; only detach engine.io.
      io.engine.close();
    }
  }
}
