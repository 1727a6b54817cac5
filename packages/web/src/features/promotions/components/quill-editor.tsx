import { useEffect, useRef } from 'react';
import Quill from 'quill/core';
import Bold from 'quill/formats/bold';
import Header from 'quill/formats/header';
import Indent from 'quill/formats/indent';
import Italic from 'quill/formats/italic';
import Link from 'quill/formats/link';
import List from 'quill/formats/list';
import Strike from 'quill/formats/strike';
import Underline from 'quill/formats/underline';
import Toolbar from 'quill/modules/toolbar';
import SnowTheme from 'quill/themes/snow';
import 'quill/dist/quill.snow.css';
import { PROMOTION_MESSAGES } from '@pitboss/contracts';
import { TOOLBAR } from './quill-toolbar';
import styles from './content-editor.module.css';

export interface QuillEditorProps {
  /** The HTML the editor starts with (read once, when it mounts). */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
}

// Quill's core with what the toolbar offers (and Tab's list nesting), not the full build with
// formulas, images, video, tables, syntax highlighting and the bubble theme (3.6 kB less
// gzipped). Images stay out: the gateway's sanitiser drops <img> from promotion content anyway.
Quill.register(
  {
    'formats/bold': Bold,
    'formats/header': Header,
    'formats/indent': Indent,
    'formats/italic': Italic,
    'formats/link': Link,
    'formats/list': List,
    'formats/strike': Strike,
    'formats/underline': Underline,
    'modules/toolbar': Toolbar,
    'themes/snow': SnowTheme,
  },
  true,
);

const BUTTON_NAMES: Record<string, string> = {
  'ql-bold': 'Bold',
  'ql-italic': 'Italic',
  'ql-underline': 'Underline',
  'ql-strike': 'Strikethrough',
  'ql-link': 'Link',
  'ql-clean': 'Clear formatting',
};

/**
 * The Quill 2 content editor: 300 px high, the spec's placeholder, plain-text paste
 * only. This module is its own chunk (with Quill's CSS), loaded only when a promotion modal opens.
 */
export default function QuillEditor({ initialHtml, onChange, label }: QuillEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initialRef = useRef(initialHtml);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const mount = document.createElement('div');
    host.appendChild(mount);
    const quill = new Quill(mount, {
      theme: 'snow',
      placeholder: PROMOTION_MESSAGES.editorPlaceholder,
      modules: { toolbar: TOOLBAR, uploader: { mimetypes: [] } },
    });
    // accessible names for the toolbar and the editing area
    const toolbar = host.querySelector('.ql-toolbar');
    toolbar?.setAttribute('role', 'toolbar');
    toolbar?.setAttribute('aria-label', 'Formatting');
    toolbar?.querySelectorAll('button').forEach((button) => {
      const cls = [...button.classList].find((c) => c.startsWith('ql-'));
      const value = button.getAttribute('value');
      const name =
        cls === 'ql-list'
          ? value === 'ordered'
            ? 'Numbered list'
            : 'Bulleted list'
          : (BUTTON_NAMES[cls ?? ''] ?? cls?.slice(3) ?? 'Format');
      button.setAttribute('aria-label', name);
    });
    toolbar?.querySelectorAll('.ql-picker-label').forEach((el) => {
      el.setAttribute('aria-label', 'Heading');
    });
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', label);
    root.style.height = '100%';

    if (initialRef.current) {
      quill.setContents(quill.clipboard.convert({ html: initialRef.current }), 'silent');
    }

    // Plain-text paste only: formatting from the clipboard is dropped.
    const onPaste = (event: ClipboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const text = event.clipboardData?.getData('text/plain') ?? '';
      const range = quill.getSelection(true);
      quill.deleteText(range.index, range.length, 'user');
      quill.insertText(range.index, text, 'user');
      quill.setSelection(range.index + text.length, 0, 'user');
    };
    root.addEventListener('paste', onPaste, true);

    // Quill 2's semantic HTML writes every space as &nbsp; (text would never wrap for players)
    const emit = () => onChangeRef.current(quill.getSemanticHTML().replace(/&nbsp;/g, ' '));
    quill.on('text-change', emit);
    return () => {
      root.removeEventListener('paste', onPaste, true);
      quill.off('text-change', emit);
      host.innerHTML = '';
    };
  }, [label]);

  return <div ref={hostRef} className={styles.quill} data-testid="promotion-editor" />;
}
