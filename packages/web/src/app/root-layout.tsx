import { Outlet } from 'react-router';
import { useMe } from '../features/auth/api/use-me';
import { AppShell } from './shell/app-shell';

/** The shell around every route; only rendered once signed in. */
export function RootLayout() {
  const user = useMe().data?.user;
  if (!user) return null;
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}
