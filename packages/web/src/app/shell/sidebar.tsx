import { Fragment, useId } from 'react';
import { NavLink } from 'react-router';
import clsx from 'clsx';
import { ChevronsLeft, ChevronsRight, LogOut, Search, X } from 'lucide-react';
import { SHELL_MESSAGES, userInitials, type User } from '@pitboss/contracts';
import { SECTION_GROUPS } from '../sections';
import styles from './sidebar.module.css';

interface SidebarProps {
  user: User;
  collapsed: boolean;
  mobileOpen: boolean;
  onToggleCollapsed: () => void;
  onCloseMobile: () => void;
  onSignOut: () => void;
}

export function Sidebar({
  user,
  collapsed,
  mobileOpen,
  onToggleCollapsed,
  onCloseMobile,
  onSignOut,
}: SidebarProps) {
  const searchId = useId();
  return (
    <aside
      id="sidebar"
      className={clsx(styles.sidebar, collapsed && styles.collapsed, mobileOpen && styles.open)}
      aria-label="Sidebar"
    >
      <div className={styles.top}>
        <div className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {userInitials(user)}
          </span>
          <span className={styles.userText}>
            <span className={styles.userName}>{user.displayName}</span>
            <span className={styles.userRole}>{user.role || SHELL_MESSAGES.defaultRole}</span>
          </span>
          <button
            type="button"
            className={styles.closeMobile}
            aria-label="Close menu"
            onClick={onCloseMobile}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {SHELL_MESSAGES.searchUserPlaceholder}
          </label>
          <Search size={16} aria-hidden="true" className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            placeholder={SHELL_MESSAGES.searchUserPlaceholder}
            className={styles.searchInput}
            // The Search User box currently only logs the text.
            onChange={(e) => console.info('[search user]', e.target.value)}
          />
        </div>
      </div>

      <nav className={styles.nav} aria-label="Sections">
        {SECTION_GROUPS.map((group, index) => (
          <Fragment key={group[0]?.id ?? index}>
            {index > 0 && <hr className={styles.divider} />}
            <ul className={styles.list}>
              {group.map((section) => (
                <li key={section.id}>
                  <NavLink
                    to={section.path}
                    className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
                    title={collapsed ? section.label : undefined}
                  >
                    <section.icon size={18} aria-hidden="true" className={styles.icon} />
                    <span className={styles.label}>{section.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
      </nav>

      <div className={styles.bottom}>
        <button
          type="button"
          className={clsx(styles.link, styles.collapseToggle)}
          onClick={onToggleCollapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-pressed={collapsed}
        >
          {collapsed ? (
            <ChevronsRight size={18} aria-hidden="true" className={styles.icon} />
          ) : (
            <ChevronsLeft size={18} aria-hidden="true" className={styles.icon} />
          )}
          <span className={styles.label}>Collapse</span>
        </button>
        <button type="button" className={clsx(styles.link, styles.signOut)} onClick={onSignOut}>
          <LogOut size={18} aria-hidden="true" className={styles.icon} />
          <span className={styles.label}>{SHELL_MESSAGES.signOut}</span>
        </button>
      </div>
    </aside>
  );
}
