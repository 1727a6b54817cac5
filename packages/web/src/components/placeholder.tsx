import { SHELL_MESSAGES } from '@pitboss/contracts';
import styles from './placeholder.module.css';

/** The sections without content. */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className={styles.placeholder} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{SHELL_MESSAGES.sectionPlaceholder}</p>
    </section>
  );
}
