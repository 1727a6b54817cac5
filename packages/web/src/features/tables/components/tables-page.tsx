import { useDeferredValue, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import {
  LIST_LOAD_FAILED,
  TABLES,
  TABLE_MESSAGES,
  THEME_MESSAGES,
  type Table,
  type Theme,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListState } from '../../../components/list-state';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { UnreadableNotice } from '../../../components/unreadable-notice';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { themeNamesOf } from '../lib/format';
import { useDeleteTable } from '../api/use-delete-table';
import { useTables } from '../api/use-tables';
import { useThemes } from '../api/use-themes';
import { useTableChanges } from '../hooks/use-table-changes';
import { useTableParams, useThemeParams } from '../hooks/use-table-params';
import { TableCard } from './table-card';
import { TableModal } from './table-modal';
import { ThemeCard } from './theme-card';
import { ThemeModal } from './theme-modal';
import { VideoHeader } from './video-header';
import cards from './cards.module.css';
import styles from './tables-page.module.css';

type TableDialog = { kind: 'create' } | { kind: 'edit'; table: Table } | null;
type ThemeDialog = { kind: 'create' } | { kind: 'edit'; id: string; fallback: Theme } | null;

/** The tables page: video header, tables grid, themes grid, modals. */
function TablesPage() {
  const [{ search: tableSearch, page }, setTableParams] = useTableParams();
  // themes past the admin API's first 100 are found by search
  const [{ search: themeSearch }, setThemeParams] = useThemeParams();
  const tables = useTables(page, tableSearch);
  const themes = useThemes(themeSearch);
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

  const setPage = (next: number) => setTableParams({ page: next });

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
            labelHidden
            placeholder="Search tables…"
            value={tableSearch}
            onSearch={(text) => setTableParams({ search: text }, { replace: true })}
            delayMs={TABLES.searchDebounceMs}
            className={styles.search}
          />
          <Button variant="primary" onClick={() => setTableDialog({ kind: 'create' })}>
            <Plus size={16} aria-hidden="true" />
            Create Table
          </Button>
        </div>
        <ListState
          query={tables}
          failed={LIST_LOAD_FAILED.tables}
          loading="Loading tables"
          holdsScreen
          empty={tableList.length === 0}
          emptyText={TABLE_MESSAGES.empty}
        >
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
        </ListState>
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
          <SearchBox
            label="Search themes"
            labelHidden
            placeholder="Search themes…"
            value={themeSearch}
            onSearch={(text) => setThemeParams({ search: text }, { replace: true })}
            delayMs={TABLES.searchDebounceMs}
            className={styles.search}
          />
          <Button variant="primary" onClick={() => setThemeDialog({ kind: 'create' })}>
            <Plus size={16} aria-hidden="true" />
            Create Theme
          </Button>
        </div>
        <ListState
          query={themes}
          pending={shownThemes === undefined}
          failed={LIST_LOAD_FAILED.themes}
          loading="Loading themes"
          empty={shownThemes?.items.length === 0}
          emptyText={THEME_MESSAGES.empty}
        >
          <ul className={cards.grid} aria-label="Themes">
            {shownThemes?.items.map((theme) => (
              <ThemeCard
                key={theme.id}
                theme={theme}
                onOpen={(t) => setThemeDialog({ kind: 'edit', id: t.id, fallback: t })}
              />
            ))}
          </ul>
        </ListState>
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
