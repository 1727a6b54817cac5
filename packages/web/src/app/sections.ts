import type { LucideIcon } from 'lucide-react';
import {
  Bot,
  Dices,
  Gamepad2,
  Handshake,
  LayoutDashboard,
  LineChart,
  Megaphone,
  ReceiptText,
  Scale,
  Settings,
  ShieldAlert,
  Table2,
  Ticket,
  Users,
} from 'lucide-react';
import { SECTIONS, type SectionId } from '@pitboss/contracts';

export interface SectionInfo {
  id: SectionId;
  path: `/${SectionId}`;
  label: string;
  icon: LucideIcon;
}

const INFO: Record<SectionId, { label: string; icon: LucideIcon }> = {
  dashboard: { label: 'Dashboard', icon: LayoutDashboard },
  curator: { label: 'Curator', icon: Dices },
  promotions: { label: 'Promotions', icon: Megaphone },
  tables: { label: 'Tables', icon: Table2 },
  games: { label: 'Games', icon: Gamepad2 },
  stats: { label: 'Stats', icon: LineChart },
  transactions: { label: 'Transactions', icon: ReceiptText },
  codes: { label: 'Codes', icon: Ticket },
  affiliate: { label: 'Affiliate', icon: Handshake },
  users: { label: 'Users', icon: Users },
  fraud: { label: 'Fraud', icon: ShieldAlert },
  rules: { label: 'Rules', icon: Scale },
  assistant: { label: 'Assistant', icon: Bot },
  settings: { label: 'Settings', icon: Settings },
};

/** The sidebar's groups, separated by dividers. */
export const SECTION_GROUPS: SectionInfo[][] = SECTIONS.groups.map((group) =>
  group.map((id) => ({ id, path: `/${id}` as const, ...INFO[id] })),
);

export const ALL_SECTIONS: SectionInfo[] = SECTION_GROUPS.flat();
