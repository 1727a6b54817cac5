import {
  AUDIT_DOMAINS,
  AUDIT_RANGE_INVALID,
  AUDIT_VIEWS,
  type AuditDomain,
  type AuditListInput,
  type AuditView,
} from '@pitboss/contracts';

/** The Activity screen's filters as the URL holds them (dates as yyyy-mm-dd, local days). */
export interface ActivityFilters {
  user: string;
  section: AuditDomain | '';
  target: string;
  outcome: 'ok' | 'error' | '';
  from: string;
  to: string;
  /** A regulator's saved view, or '' for all of the activity. */
  view: AuditView | '';
  page: number;
}

export const EMPTY_FILTERS: ActivityFilters = {
  user: '',
  section: '',
  target: '',
  outcome: '',
  from: '',
  to: '',
  view: '',
  page: 1,
};

/** The saved views: their names and what each one holds. */
export const VIEWS: Record<AuditView, { label: string; description: string }> = {
  availability: {
    label: 'Game availability',
    description:
      'Every change of a slot’s or provider’s live or archived state, and slots and providers added, deleted or removed from production: who and when.',
  },
  promotions: {
    label: 'Promotions',
    description:
      'The terms of current and previous promotions as they were written and published: every change and every publish.',
  },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const SECTION_LABELS: Record<AuditDomain, string> = {
  auth: 'Sign-in',
  system: 'System',
  groups: 'Groups',
  providers: 'Providers',
  slots: 'Slots',
  catalogue: 'Catalogue',
  promotions: 'Promotions',
  promoCodes: 'Promo codes',
  tables: 'Tables',
  themes: 'Themes',
  publishes: 'Publish history',
  audit: 'Activity export',
};

export function readFilters(params: URLSearchParams): ActivityFilters {
  const section = params.get('section') ?? '';
  const outcome = params.get('outcome') ?? '';
  const view = params.get('view') ?? '';
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    user: params.get('user')?.trim() ?? '',
    section: (AUDIT_DOMAINS as readonly string[]).includes(section) ? (section as AuditDomain) : '',
    target: params.get('target')?.trim() ?? '',
    outcome: outcome === 'ok' || outcome === 'error' ? outcome : '',
    from: day('from'),
    to: day('to'),
    view: (AUDIT_VIEWS as readonly string[]).includes(view) ? (view as AuditView) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeFilters(f: ActivityFilters): URLSearchParams {
  const out = new URLSearchParams();
  const entries: [string, string][] = [
    ['view', f.view],
    ['user', f.user],
    ['section', f.section],
    ['target', f.target],
    ['outcome', f.outcome],
    ['from', f.from],
    ['to', f.to],
    ['page', f.page > 1 ? String(f.page) : ''],
  ];
  for (const [k, v] of entries) if (v) out.set(k, v);
  return out;
}

/** The start of a local day, or the last millisecond of it, as an ISO time. */
function dayBound(day: string, end: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return date.toISOString();
}

/** A "to" day before the "from" day: the range error (contracts' wording). */
export function rangeError(f: Pick<ActivityFilters, 'from' | 'to'>): string | undefined {
  return f.from && f.to && f.from > f.to ? AUDIT_RANGE_INVALID : undefined;
}

/** The audit.list input of the filters, and the export's. */
export function auditInput(f: ActivityFilters): Omit<AuditListInput, 'page' | 'limit'> {
  return {
    ...(f.user && { user: f.user }),
    ...(f.section && { domain: f.section }),
    ...(f.target && { target: f.target }),
    ...(f.outcome && { outcome: f.outcome }),
    ...(f.from && { from: dayBound(f.from, false) }),
    ...(f.to && { to: dayBound(f.to, true) }),
    ...(f.view && { view: f.view }),
  };
}

/** "slots.update" → "Slots: update". */
export function actionLabel(procedure: string): string {
  const [domain = '', action = ''] = procedure.split('.');
  const section = SECTION_LABELS[domain as AuditDomain] ?? domain;
  const words = action.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words ? `${section}: ${words}` : section;
}

/** Where the changed thing is shown, when the app has a screen for it. */
export function targetLink(procedure: string, target: string | null): string | null {
  const domain = procedure.split('.')[0] ?? '';
  const id = target ? encodeURIComponent(target) : null;
  // a group's slot order: the target is the group
  if (/^slots\.(bulkOrder|.*Group)/.test(procedure))
    return id ? `/curator?group=${id}` : '/curator';
  switch (domain) {
    case 'slots':
      return id ? `/curator?slot=${id}` : '/curator';
    case 'groups':
      return id ? `/curator?group=${id}` : '/curator';
    case 'providers':
    case 'catalogue':
      return '/curator';
    case 'publishes':
      return id ? `/curator/history?version=${id}&from=${id}&to=current` : '/curator/history';
    case 'promotions':
      return '/promotions';
    case 'promoCodes':
      return '/codes';
    case 'tables':
    case 'themes':
      return '/tables';
    case 'system':
      return '/dashboard';
    default:
      return null;
  }
}

/** The streamed CSV export's address for these filters (`GET /api/audit/export`). */
export function exportUrl(input: Omit<AuditListInput, 'page' | 'limit'>): string {
  const query = new URLSearchParams(
    Object.entries(input).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ).toString();
  return `/api/audit/export${query ? `?${query}` : ''}`;
}
