import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { useMe } from '../features/auth/api/use-me';
import { AppShell } from './shell/app-shell';
import styles from '../components/page.module.css';

/** The shell around every route; only rendered once signed in. */
export function RootLayout() {
  const user = useMe().data?.user;
  if (!user) return null;
  return (
    <UnsavedChangesGuard>
      <AppShell user={user}>
        <Outlet />
      </AppShell>
    </UnsavedChangesGuard>
  );
}

/** What a screen shows, inside the shell, while its code and first data are on their way. */
export function ScreenLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size={24} label="Loading section" />
    </div>
  );
}
