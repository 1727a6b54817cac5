import { Suspense, lazy, useId, useState } from 'react';
import { Table2, Trash2 } from 'lucide-react';
import { PROMOTIONS, checkEditorTableSize } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import type { TableValue } from '../lib/edit-values';
import styles from './content-editor.module.css';

// Quill and its CSS are one chunk, downloaded only when a promotion modal opens.
const QuillEditor = lazy(() => import('./quill-editor'));

export interface ContentEditorProps {
  initialHtml: string;
  onHtmlChange: (html: string) => void;
  tables: TableValue[];
  onTablesChange: (tables: TableValue[]) => void;
  /** The index the first table block has in the content (1 when a paragraph block comes first). */
  firstTableBlock: number;
  errors: string[];
}

const newTable = (rows: number, columns: number): TableValue => ({
  name: '',
  columns: Array.from({ length: columns }, (_, i) => `Column ${i + 1}`),
  rows: Array.from({ length: rows }, () => Array.from({ length: columns }, () => '')),
});

/** The content editor: rich text (one paragraph block) plus inserted tables (table blocks). */
export function ContentEditor({
  initialHtml,
  onHtmlChange,
  tables,
  onTablesChange,
  firstTableBlock,
  errors,
}: ContentEditorProps) {
  const labelId = useId();
  const [inserting, setInserting] = useState(false);
  const [rows, setRows] = useState('3');
  const [columns, setColumns] = useState('3');
  const [sizeError, setSizeError] = useState<string | null>(null);

  const insert = () => {
    const problem = checkEditorTableSize(rows, columns);
    setSizeError(problem);
    if (problem) return;
    onTablesChange([...tables, newTable(Number(rows), Number(columns))]);
    setInserting(false);
  };

  const updateTable = (index: number, next: TableValue) =>
    onTablesChange(tables.map((t, i) => (i === index ? next : t)));

  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.label}>
        Content
      </span>
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label="Loading editor" />
          </div>
        }
      >
        <QuillEditor initialHtml={initialHtml} onChange={onHtmlChange} label="Promotion content" />
      </Suspense>
      <div className={styles.tools}>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={inserting}
          onClick={() => {
            setInserting((v) => !v);
            setSizeError(null);
          }}
        >
          <Table2 size={14} aria-hidden="true" /> Insert Table
        </Button>
      </div>
      {inserting && (
        <div className={styles.insert} role="group" aria-label="Insert table">
          {(
            [
              ['Rows', PROMOTIONS.editorTableMinRows, PROMOTIONS.editorTableMaxRows, rows, setRows],
              [
                'Columns',
                PROMOTIONS.editorTableMinColumns,
                PROMOTIONS.editorTableMaxColumns,
                columns,
                setColumns,
              ],
            ] as const
          ).map(([label, min, max, value, set]) => (
            <TextField
              key={label}
              className={styles.small}
              label={label}
              type="number"
              min={min}
              max={max}
              value={value}
              onChange={(e) => set(e.target.value)}
            />
          ))}
          <Button size="sm" variant="primary" onClick={insert}>
            Insert
          </Button>
          <Button size="sm" onClick={() => setInserting(false)}>
            Cancel
          </Button>
          {sizeError && (
            <p role="alert" className={styles.error}>
              {sizeError}
            </p>
          )}
        </div>
      )}
      {tables.map((table, index) => (
        <TableEditor
          key={index}
          number={firstTableBlock + index}
          table={table}
          onChange={(next) => updateTable(index, next)}
          onRemove={() => onTablesChange(tables.filter((_, i) => i !== index))}
        />
      ))}
      {errors.map((message) => (
        <p key={message} role="alert" className={styles.error} data-form-error tabIndex={-1}>
          {message}
        </p>
      ))}
    </div>
  );
}

function TableEditor({
  number,
  table,
  onChange,
  onRemove,
}: {
  number: number;
  table: TableValue;
  onChange: (table: TableValue) => void;
  onRemove: () => void;
}) {
  const label = `Table ${number}`;
  return (
    <fieldset className={styles.table}>
      <legend>{label}</legend>
      <div className={styles.tableHead}>
        <TextField
          label="Table name"
          aria-label={`${label} name`}
          required
          value={table.name}
          onChange={(e) => onChange({ ...table, name: e.target.value })}
        />
        <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
          <Trash2 size={14} aria-hidden="true" />
        </Button>
      </div>
      <div className={styles.grid}>
        <table>
          <thead>
            <tr>
              {table.columns.map((column, c) => (
                <th key={c}>
                  <input
                    className={`${styles.cell} ${styles.head}`}
                    aria-label={`${label} column ${c + 1} header`}
                    value={column}
                    onChange={(e) =>
                      onChange({
                        ...table,
                        columns: table.columns.map((v, i) => (i === c ? e.target.value : v)),
                      })
                    }
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>
                    <input
                      className={styles.cell}
                      aria-label={`${label} row ${r + 1} column ${c + 1}`}
                      value={cell}
                      onChange={(e) =>
                        onChange({
                          ...table,
                          rows: table.rows.map((cells, i) =>
                            i === r ? cells.map((v, j) => (j === c ? e.target.value : v)) : cells,
                          ),
                        })
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
