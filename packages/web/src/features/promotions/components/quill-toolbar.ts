/**
 * The promotion editor's toolbar (Quill's toolbar module format). Plain data: the build reads it
 * too, to keep only these buttons' icons of Quill's (vite.config.ts, `quillToolbarIcons`).
 */
export const TOOLBAR: (string | Record<string, string | (number | false)[]>)[][] = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  ['clean'],
];

type Icons = Record<string, string | Record<string, string>>;

/**
 * The icons of Quill's snow theme that `toolbar`'s buttons show: a button named by a string
 * (`'bold'`) takes `icons.bold`, one named with a value (`{ list: 'ordered' }`) takes
 * `icons.list.ordered`; a picker (`{ header: [2, 3, false] }`) shows text, not an icon. Throws
 * when Quill has no icon for a button.
 */
export function toolbarIcons(icons: Icons, toolbar = TOOLBAR): Icons {
  const picked: Icons = {};
  const need = (name: string, value?: string) => {
    const icon = icons[name];
    const found = value === undefined ? icon : typeof icon === 'object' ? icon[value] : undefined;
    if (typeof found !== 'string')
      throw new Error(`Quill has no icon for the toolbar's ${name}${value ? `: ${value}` : ''}`);
    if (value === undefined) picked[name] = found;
    else picked[name] = { ...(picked[name] as Record<string, string> | undefined), [value]: found };
  };
  for (const item of toolbar.flat()) {
    if (typeof item === 'string') need(item);
    else
      for (const [name, value] of Object.entries(item))
        if (typeof value === 'string') need(name, value);
  }
  return picked;
}
