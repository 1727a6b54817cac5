import type { PublishesDiffInput } from '@pitboss/contracts';
import { Spinner } from '../../../components/spinner';
import { useGroupNames, usePublishDiff } from '../api/use-history';
import { DiffView } from './diff-view';
import screen from '../../../components/screen.module.css';
import styles from './history.module.css';

/** Loads the diff between two versions and shows it (or why it cannot be shown). */
export function DiffPanel({ input }: { input: PublishesDiffInput }) {
  const diff = usePublishDiff(input);
  const groupNames = useGroupNames();
  if (input.from === input.to) return <p className={styles.empty}>Pick two different versions.</p>;
  if (diff.isPending) return <Spinner label="Comparing the versions" />;
  if (diff.isError)
    return (
      <p role="alert" className={screen.errorBox}>
        The versions could not be compared: {diff.error.message}
      </p>
    );
  return (
    <div aria-label="Differences" role="region" data-testid="diff">
      <p className={styles.muted}>Computed by the gateway in {Math.round(diff.data.tookMs)} ms.</p>
      <DiffView diff={diff.data.diff} groupNames={groupNames} />
    </div>
  );
}
