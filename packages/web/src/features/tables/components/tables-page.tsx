import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { TABLES, TABLE_MESSAGES, THEME_MESSAGES, type Table, type Theme } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import { UnreadableNotice } from '../../../components/unreadable-notice';
import { Spinner } from '../../../components/spinner';
import { pageParam } from '../../../lib/page-param';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { themeNamesOf } from '../lib/format';
import { useDeleteTable } from '../api/use-delete-table';
import { useTables } from '../api/use-tables';
import { useThemes } from '../api/use-themes';
import { useTableChanges } from '../hooks/use-table-changes';
import { TableCard } from './table-card';
import { TableModal } from './table-modal';
import { ThemeCard } from './theme-card';
import { SearchBox } from './search-box';
import { ThemeModal } from './theme-modal';
import { VideoHeader } from './video-header';
import cards from './cards.module.css';
import styles from './tables-page.module.css';

type TableDialog = { kind: 'create' } | { kind: 'edit'; table: Table } | null;
type ThemeDialog = { kind: 'create' } | { kind: 'edit'; id: string; fallback: Theme } | null;

/** The tables page: video header, tables grid, themes grid, modals. */
function TablesPage() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  // Search debounce 300 ms; themes past the admin API's first 100 are found by search
  const [tableSearch, setTableSearch] = useState('');
  const [themeSearch, setThemeSearch] = useState('');
  const tableQuery = useDebouncedValue(tableSearch.trim(), TABLES.searchDebounceMs);
  const tables = useTables(page, tableQuery);
  const themes = useThemes(useDebouncedValue(themeSearch.trim(), TABLES.searchDebounceMs));
  // the first 100 (cached; the same query as an empty search): table cards keep naming their
  // themes while the themes grid shows a search
  const firstThemes = useThemes();
  const deleteTable = useDeleteTable();
  useTableChanges();
  const [tableDialog, setTableDialog] = useState<TableDialog>(null);
  const [themeDialog, setThemeDialog] = useState<ThemeDialog>(null);
  const tableModalUsed = useOpenedOnce(tableDialog !== null);
  const themeModalUsed = useOpenedOnce(themeDialog !== null);
  const [toDelete, setToDelete] = useState<Table | null>(null);

  const themeList = useMemo(() => themes.data?.items ?? [], [themes.data]);
  // The themes grid, below the tables, renders after the rest of the page, in an interruptible
  // render of its own, so the tables are not held back by it.
  const shownThemes = useDeferredValue(themes.data);
  const tableList = tables.data?.items ?? [];
  const totalPages = tables.data?.totalPages ?? 0;
  const themeNames = useMemo(
    () => themeNamesOf(themeList, firstThemes.data?.items ?? []),
    [themeList, firstThemes.data],
  );
  // The theme being edited, fresh from the list after uploads.
  const editingTheme =
    themeDialog?.kind === 'edit'
      ? (themeList.find((t) => t.id === themeDialog.id) ?? themeDialog.fallback)
      : null;

  const setPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next <= 1) nextParams.delete('page');
    else nextParams.set('page', String(next));
    setParams(nextParams);
  };

  const confirmDeleteTable = async () => {
    if (!toDelete) return;
    const table = toDelete;
    try {
      await deleteTable.mutateAsync({ id: table.id });
      toast.success(`Table "${table.name}" deleted`);
      // The last table of the last page: go back one page.
      if (tableList.length === 1 && page > 1) setPage(page - 1);
    } catch (err) {
      toast.error(TABLE_MESSAGES.deleteFailed, {
        description: err instanceof Error ? err.message : undefined,
      });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Tables</h1>
      <VideoHeader tables={tableList} themes={themeList} />

      <section className={styles.section} aria-labelledby="tables-heading">
        <div className={styles.sectionHeader}>
          <h2 id="tables-heading" className={styles.heading}>
            Tables
            {tables.data && <span className={styles.count}>{tables.data.total}</span>}
          </h2>
          <SearchBox
            label="Search tables"
            value={tableSearch}
            onChange={(value) => {
              setTableSearch(value);
              if (page > 1) setPage(1);
            }}
          />
          <Button variant="primary" onClick={() => setTableDialog({ kind: 'create' })}>
            <Plus size={16} aria-hidden="true" />
            Create Table
          </Button>
        </div>
        {tables.isPending && (
          <div className={styles.center}>
            <Spinner size={24} label="Loading tables" />
          </div>
        )}
        {tables.isError && (
          <div className={styles.errorBox} role="alert">
            <p>Failed to load tables: {tables.error.message}</p>
            <Button size="sm" onClick={() => void tables.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {tables.isSuccess && tableList.length === 0 && (
          <p className={styles.empty}>{TABLE_MESSAGES.empty}</p>
        )}
        {tableList.length > 0 && (
          <ul
            className={cards.grid}
            aria-label="Tables"
            aria-busy={tables.isPlaceholderData || undefined}
          >
            {tableList.map((table) => (
              <TableCard
                key={table.id}
                table={table}
                themeNames={themeNames}
                onEdit={(t) => setTableDialog({ kind: 'edit', table: t })}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        )}
        <UnreadableNotice count={tables.data?.unreadable} />
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          label="Tables pages"
        />
      </section>

      <section className={`${styles.section} ${styles.belowFold}`} aria-labelledby="themes-heading">
        <div className={styles.sectionHeader}>
          <div>
            <h2 id="themes-heading" className={styles.heading}>
              Themes
              {themes.data && <span className={styles.count}>{themes.data.total}</span>}
            </h2>
            <p className={styles.hint}>Click, Ctrl/Cmd-click or right-click a theme to edit it.</p>
          </div>
          <SearchBox label="Search themes" value={themeSearch} onChange={setThemeSearch} />
          <Button variant="primary" onClick={() => setThemeDialog({ kind: 'create' })}>
            <Plus size={16} aria-hidden="true" />
            Create Theme
          </Button>
        </div>
        {shownThemes === undefined && !themes.isError && (
          <div className={styles.center}>
            <Spinner size={24} label="Loading themes" />
          </div>
        )}
        {themes.isError && (
          <div className={styles.errorBox} role="alert">
            <p>Failed to load themes: {themes.error.message}</p>
            <Button size="sm" onClick={() => void themes.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {themes.isSuccess && shownThemes?.items.length === 0 && (
          <p className={styles.empty}>{THEME_MESSAGES.empty}</p>
        )}
        {shownThemes && shownThemes.items.length > 0 && (
          <ul className={cards.grid} aria-label="Themes">
            {shownThemes.items.map((theme) => (
              <ThemeCard
                key={theme.id}
                theme={theme}
                onOpen={(t) => setThemeDialog({ kind: 'edit', id: t.id, fallback: t })}
              />
            ))}
          </ul>
        )}
        <UnreadableNotice count={themes.data?.unreadable} />
      </section>

      {tableModalUsed && (
        <TableModal
          open={tableDialog !== null}
          table={tableDialog?.kind === 'edit' ? tableDialog.table : null}
          themes={themeList}
          themesLoading={themes.isPending}
          onClose={() => setTableDialog(null)}
        />
      )}
      {themeModalUsed && (
        <ThemeModal
          open={themeDialog !== null}
          theme={editingTheme}
          onClose={() => setThemeDialog(null)}
          onEditCreated={(t) => setThemeDialog({ kind: 'edit', id: t.id, fallback: t })}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => {
          if (!o) setToDelete(null);
        }}
        title={toDelete ? `Delete table "${toDelete.name}"?` : 'Delete table'}
        message={TABLE_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        variant="danger"
        pending={deleteTable.isPending}
        onConfirm={() => void confirmDeleteTable()}
      />
    </div>
  );
}

export default TablesPage;
