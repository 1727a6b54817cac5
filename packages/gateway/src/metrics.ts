import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The gateway's Prometheus metrics, one registry per app (tests build several apps). */
export class Metrics {
  readonly registry = new Registry();

  readonly procedureDuration = new Histogram({
    name: 'pitboss_trpc_procedure_duration_seconds',
    help: 'Duration of tRPC procedure calls, by procedure, type and outcome (tRPC error code or OK).',
    labelNames: ['procedure', 'type', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'pitboss_http_request_duration_seconds',
    help: 'Duration of HTTP requests, by method, route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly upstreamErrors = new Counter({
    name: 'pitboss_upstream_errors_total',
    help: 'Failed calls to upstream services, by upstream (cognito, admin-api) and operation.',
    labelNames: ['upstream', 'operation'] as const,
    registers: [this.registry],
  });

  readonly upstreamUnreadableRows = new Counter({
    name: 'pitboss_upstream_unreadable_rows_total',
    help: 'Rows of admin-API list answers the contracts cannot read (left out of the list), by path template.',
    labelNames: ['path'] as const,
    registers: [this.registry],
  });

  readonly liveSockets = new Gauge({
    name: 'pitboss_live_sockets',
    help: 'Browser sockets connected to the live relay.',
    registers: [this.registry],
  });

  readonly liveUpstreamConnections = new Gauge({
    name: 'pitboss_live_upstream_connections',
    help: 'Upstream admin-socket connections held by the live relay (one per signed-in user with open tabs).',
    registers: [this.registry],
  });

  readonly liveEvents = new Counter({
    name: 'pitboss_live_events_total',
    help: 'Upstream casino_event messages, by outcome (relayed, or dropped when malformed).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly sessionRefreshes = new Counter({
    name: 'pitboss_session_refreshes_total',
    help: 'Session token refreshes, by outcome: refreshed (one Cognito call), already-refreshed (another instance or call had just done it), refused (the session ended).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly loginLimited = new Counter({
    name: 'pitboss_login_rate_limited_total',
    help: 'auth.login calls refused by the shared login limits, by limit (ip, username).',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    this.registry.setDefaultLabels({ service: 'pitboss-gateway' });
    if (options.defaultMetrics !== false)
      collectDefaultMetrics({ register: this.registry, prefix: 'pitboss_' });
  }
}
