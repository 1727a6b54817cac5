import type { PGlite } from '@electric-sql/pglite';
import type { Authenticator, UserProfile, VerifiedUser } from './auth.js';
import type { EventHub } from './events.js';

interface MaintenanceState {
  isInMaintenance: boolean;
  reason: string | null;
  maintenanceStartedAt: string | null;
  initiatedBy: string | null;
  estimatedCompletion: string | null;
  duration: number | null;
  type: string | null;
}

interface ShutdownState {
  active: boolean;
  initiatedAt: string | null;
  initiatedBy: string | null;
  scheduledFor: string | null;
}

export interface SandboxContext {
  db: PGlite;
  auth: Authenticator;
  events: EventHub;
  publicUrl: string;
  /** Base of demo launch URLs (the browser loads them): SANDBOX_DEMO_URL, else publicUrl. */
  demoUrl: string;
  startedAt: number;
  maintenance: MaintenanceState;
  shutdown: ShutdownState;
  /** Relative stored paths ("/images/...") become absolute URLs on the way out. */
  url(path: string | null | undefined): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxContext;
  }
  interface FastifyRequest {
    user: VerifiedUser | null;
    accessToken: string | null;
    profile?: UserProfile;
    /** What the faults recorder stores for multipart requests (field names, file names, sizes). */
    recordedBody?: unknown;
  }
}
