import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { SHELL_MESSAGES, type User } from '@pitboss/contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLogout } from '../../features/auth/api/use-logout';
import { ChangesLink, useChangeNotices } from './changes-link';
import { Navbar, ProfileMenu } from './navbar';
import { Sidebar } from './sidebar';
import styles from './app-shell.module.css';

const COLLAPSED_KEY = 'pitboss.sidebar.collapsed';

/** The panel around every section: sidebar, navbar, mobile header. */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const logout = useLogout();
  const location = useLocation();
  useChangeNotices(user);

  useEffect(() => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
  }, [collapsed]);

  // Following a link on a phone closes the drawer.
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname]);

  return (
    <div className={styles.shell} data-collapsed={collapsed || undefined}>
      <header className={styles.mobileHeader}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          aria-controls="sidebar"
          onClick={() => setMobileOpen(true)}
        >
          <Menu size={22} aria-hidden="true" />
        </button>
        <span className={styles.mobileTitle}>{SHELL_MESSAGES.mobileHeaderTitle}</span>
        <ChangesLink />
        <ProfileMenu user={user} onLogout={() => setConfirmLogout(true)} />
      </header>

      {mobileOpen && (
        <div
          className={styles.overlay}
          data-testid="sidebar-overlay"
          aria-hidden="true"
          onClick={() => setMobileOpen(false)}
        />
      )}

      <Sidebar
        user={user}
        collapsed={collapsed}
        mobileOpen={mobileOpen}
        onToggleCollapsed={() => setCollapsed((c) => !c)}
        onCloseMobile={() => setMobileOpen(false)}
        onSignOut={() => setConfirmLogout(true)}
      />

      <div className={styles.main}>
        <Navbar user={user} onLogout={() => setConfirmLogout(true)} />
        <main className={styles.content} id="content">
          {children}
        </main>
      </div>

      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={SHELL_MESSAGES.logout}
        message={SHELL_MESSAGES.logoutConfirm}
        confirmLabel={SHELL_MESSAGES.logout}
        variant="danger"
        pending={logout.isPending}
        onConfirm={() => logout.mutate()}
      />
    </div>
  );
}
