import styles from './spinner.module.css';

export function Spinner({ label = 'Loading', size = 16 }: { label?: string; size?: number }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role="status"
      aria-label={label}
    />
  );
}
