import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { FORM_MESSAGES, SHELL_MESSAGES, type User } from '@pitboss/contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Toasts } from '../../components/toasts';
import { useUnsavedWork } from '../../components/unsaved-changes';
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
  const [confirmLogout, setConfirmLogout] = useState<'clean' | 'unsaved' | null>(null);
  const logout = useLogout();
  const unsaved = useUnsavedWork();
  const askLogout = () => setConfirmLogout(unsaved.pending() ? 'unsaved' : 'clean');
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
        <ProfileMenu user={user} onLogout={askLogout} />
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
        onSignOut={askLogout}
      />

      <div className={styles.main}>
        <Navbar user={user} onLogout={askLogout} />
        <main className={styles.content} id="content">
          {children}
        </main>
      </div>

      <Toasts />
      <ConfirmDialog
        open={confirmLogout !== null}
        onOpenChange={(open) => !open && setConfirmLogout(null)}
        title={SHELL_MESSAGES.logout}
        message={
          confirmLogout === 'unsaved'
            ? `${SHELL_MESSAGES.logoutConfirm} ${FORM_MESSAGES.logoutDiscards}`
            : SHELL_MESSAGES.logoutConfirm
        }
        confirmLabel={SHELL_MESSAGES.logout}
        variant="danger"
        pending={logout.isPending}
        onConfirm={() => {
          // the user has chosen to leave: the reload after sign-out asks no second time
          unsaved.release();
          logout.mutate();
        }}
      />
    </div>
  );
}
