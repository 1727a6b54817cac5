import { Outlet } from 'react-router';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { useMe } from '../features/auth/api/use-me';
import { AppShell } from './shell/app-shell';

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
