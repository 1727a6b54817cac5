import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { Activity, LogOut, Settings, UserRound } from 'lucide-react';
import { SHELL_MESSAGES, userInitials, type User } from '@pitboss/contracts';
import { ChangesLink } from './changes-link';
import styles from './navbar.module.css';

/** The 70 px navbar: the user's initials and the profile dropdown. */
export function Navbar({ user, onLogout }: { user: User; onLogout: () => void }) {
  return (
    <header className={styles.navbar}>
      <div className={styles.spacer} />
      <ChangesLink />
      <ProfileMenu user={user} onLogout={onLogout} />
    </header>
  );
}

/** The initials button and its dropdown: name, email, Profile, Activity (every audited change), Settings,
 * Logout. */
export function ProfileMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={styles.trigger}
          // the initials shown are part of the name, as a speech user would say them
          aria-label={`Profile menu, ${userInitials(user)}`}
        >
          <span className={styles.avatar} aria-hidden="true">
            {userInitials(user)}
          </span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
          <div className={styles.identity}>
            <span className={styles.name}>{user.displayName}</span>
            {user.email && <span className={styles.email}>{user.email}</span>}
          </div>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/profile')}>
            <UserRound size={16} aria-hidden="true" />
            {SHELL_MESSAGES.profile}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/activity')}>
            <Activity size={16} aria-hidden="true" />
            Activity
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/settings')}>
            <Settings size={16} aria-hidden="true" />
            {SHELL_MESSAGES.settings}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={onLogout}>
            <LogOut size={16} aria-hidden="true" />
            {SHELL_MESSAGES.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
