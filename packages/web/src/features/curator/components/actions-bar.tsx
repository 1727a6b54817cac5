import { useEffect, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  Archive,
  ChevronDown,
  CloudDownload,
  DatabaseZap,
  Download,
  History,
  RefreshCw,
  RotateCcw,
  Search,
  Send,
  Upload,
} from 'lucide-react';
import { CATALOGUE_MESSAGES, TIMINGS, type ChangeAction } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ChangeRequestDialog } from '../../../components/change-request-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useApprovalRequired } from '../../../lib/use-change-control';
import { errorMessage } from '../../../lib/error-message';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';
import { downloadBackup } from '../api/download-backup';
import { useCatalogueReset } from '../api/use-catalogue-reset';
import { useRefreshCatalogueData } from '../api/use-refresh-catalogue';
import { useRefreshMaterializedView } from '../api/use-refresh-view';
import type { SlotFilters } from '../hooks/use-slot-filters';
import { ImportDialog } from './import-dialog';
import { PublishFlow } from './publish-flow';
import menu from '../../../components/menu.module.css';
import styles from './curator.module.css';

interface Props {
  filters: SlotFilters;
  setFilters: (patch: Partial<SlotFilters>) => void;
}

/** Game search, refresh view, archived toggle, Refresh Slots, the Publish menu. */
export function ActionsBar({ filters, setFilters }: Props) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const [term, setTerm] = useState(filters.search);
  const [publishOpen, setPublishOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [requested, setRequested] = useState<ChangeAction | null>(null);
  const publishNeedsRequest = useApprovalRequired('publish');
  const resetNeedsRequest = useApprovalRequired('reset');
  const importNeedsRequest = useApprovalRequired('import');
  const [downloading, setDownloading] = useState(false);
  const refreshView = useRefreshMaterializedView();
  const refreshData = useRefreshCatalogueData();
  const reset = useCatalogueReset();

  useEffect(() => setTerm(filters.search), [filters.search]);

  const backup = async () => {
    setDownloading(true);
    try {
      await downloadBackup();
    } catch (err) {
      toast.error(CATALOGUE_MESSAGES.backupDownloadFailed, {
        description: errorMessage(err, '') || undefined,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.actionsBar} role="toolbar" aria-label="Catalogue actions">
      <form
        role="search"
        aria-label="Game search"
        className={styles.gameSearch}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ search: term.trim(), archived: false });
        }}
      >
        <input
          className={styles.input}
          type="search"
          name="search"
          aria-label="Search games"
          placeholder="Search games…"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button type="submit" variant="secondary" aria-label="Search">
          <Search size={16} aria-hidden="true" />
        </Button>
      </form>
      <Button
        onClick={() =>
          refreshView.mutate(undefined, {
            onSuccess: () => toast.success('Materialized view refreshed'),
            onError: (err) =>
              toast.error(CATALOGUE_MESSAGES.refreshMaterializedViewFailed, {
                description: errorMessage(err, '') || undefined,
              }),
          })
        }
        loading={refreshView.isPending}
      >
        <DatabaseZap size={16} aria-hidden="true" /> Refresh View
      </Button>
      <Button
        onClick={() =>
          refreshData.mutate(undefined, {
            // the admin API's own words when it gives some (its answer's shape is not in the spec)
            onSuccess: (answer) =>
              toast.success(CATALOGUE_MESSAGES.refreshCatalogueDataDone, {
                description: typeof answer.message === 'string' ? answer.message : undefined,
                duration: TIMINGS.refreshNoticeMs,
              }),
            onError: (err) =>
              toast.error(CATALOGUE_MESSAGES.refreshCatalogueDataFailed, {
                description: errorMessage(err, '') || undefined,
              }),
          })
        }
        loading={refreshData.isPending}
      >
        <CloudDownload size={16} aria-hidden="true" /> {CATALOGUE_MESSAGES.refreshCatalogueData}
      </Button>
      <Button
        aria-pressed={filters.archived}
        onClick={() => setFilters({ archived: !filters.archived })}
      >
        <Archive size={16} aria-hidden="true" />
        {filters.archived ? CATALOGUE_MESSAGES.exitArchivedOnly : CATALOGUE_MESSAGES.viewArchived}
      </Button>
      <Button
        onClick={() => {
          invalidate(trpc.slots.pathFilter()).catch((err: unknown) => {
            console.error('Refresh slots failed', err);
          });
        }}
      >
        <RefreshCw size={16} aria-hidden="true" /> Refresh Slots
      </Button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="primary" loading={downloading || reset.isPending}>
            <Send size={16} aria-hidden="true" /> Publish{' '}
            <ChevronDown size={14} aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menu.content} align="end" sideOffset={6}>
            <DropdownMenu.Item
              className={menu.item}
              onSelect={() =>
                publishNeedsRequest ? setRequested('publish') : setPublishOpen(true)
              }
            >
              <Send size={14} aria-hidden="true" />{' '}
              {publishNeedsRequest ? 'Request publish' : 'Publish'}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menu.item} onSelect={() => navigate('/curator/history')}>
              <History size={14} aria-hidden="true" /> Publish history
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menu.item} onSelect={() => void backup()}>
              <Download size={14} aria-hidden="true" /> Backup
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menu.item} onSelect={() => setImportOpen(true)}>
              <Upload size={14} aria-hidden="true" />{' '}
              {importNeedsRequest ? 'Request import' : 'Import/Load Backup'}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={`${menu.item} ${menu.danger}`}
              onSelect={() => (resetNeedsRequest ? setRequested('reset') : setResetOpen(true))}
            >
              <RotateCcw size={14} aria-hidden="true" />{' '}
              {resetNeedsRequest ? 'Request reset' : 'Reset'}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <PublishFlow open={publishOpen} onOpenChange={setPublishOpen} />
      {requested && (
        <ChangeRequestDialog
          action={requested}
          open
          onOpenChange={(open) => {
            if (!open) setRequested(null);
          }}
        />
      )}
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
      <ConfirmDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        title="Reset catalogue"
        message={CATALOGUE_MESSAGES.resetConfirm}
        confirmLabel="Reset"
        variant="danger"
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setResetOpen(false);
              toast.success('Catalogue reset to the last publish');
            },
            onError: (err) => {
              setResetOpen(false);
              toast.error(CATALOGUE_MESSAGES.resetFailed, {
                description: errorMessage(err, '') || undefined,
              });
            },
          })
        }
      />
    </div>
  );
}
