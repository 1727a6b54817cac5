import { SHELL_MESSAGES } from '@pitboss/contracts';
import { useMe } from '../../features/auth/api/use-me';
import styles from './pages.module.css';

/** Profile (the dropdown's Profile navigates here). */
export function ProfilePage() {
  const user = useMe().data?.user;
  if (!user) return null;
  const rows: [string, string][] = [
    ['Name', user.displayName],
    ['Username', user.username],
    ['Email', user.email ?? '—'],
    ['Role', user.role || SHELL_MESSAGES.defaultRole],
  ];
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title">{SHELL_MESSAGES.profile}</h1>
      <dl className={styles.facts}>
        {rows.map(([k, v]) => (
          <div key={k} className={styles.fact}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
