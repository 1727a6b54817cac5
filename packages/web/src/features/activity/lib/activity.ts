import {
  AUDIT_DOMAINS,
  AUDIT_RANGE_INVALID,
  AUDIT_VIEWS,
  type AuditDomain,
  type AuditListInput,
  type AuditView,
} from '@pitboss/contracts';
import {
  choiceParam,
  pageParam,
  readListParams,
  textParam,
  writeListParams,
  type ListParam,
} from '../../../lib/use-list-params';

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

/** A local day as the URL holds it (yyyy-mm-dd), '' when absent or malformed. */
const dayParam = (key: string): ListParam<string> => ({
  key,
  read: (raw) => (raw !== null && DAY.test(raw) ? raw : ''),
});

/** The Activity screen's filters and page as the URL holds them (dates as local days). */
export const ACTIVITY_PARAMS = {
  user: textParam('user'),
  section: choiceParam('section', ['', ...AUDIT_DOMAINS] as const),
  target: textParam('target'),
  outcome: choiceParam('outcome', ['', 'ok', 'error'] as const),
  from: dayParam('from'),
  to: dayParam('to'),
  /** A regulator's saved view, or '' for all of the activity. */
  view: choiceParam('view', ['', ...AUDIT_VIEWS] as const),
  page: pageParam(),
};

export type ActivityFilters = ReturnType<typeof readFilters>;

export const readFilters = (params: URLSearchParams) => readListParams(ACTIVITY_PARAMS, params);

export const EMPTY_FILTERS: ActivityFilters = readFilters(new URLSearchParams());

/** Only what differs from the defaults goes into the URL. */
export const writeFilters = (f: ActivityFilters) =>
  writeListParams(ACTIVITY_PARAMS, new URLSearchParams(), f);

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
