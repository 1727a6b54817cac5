/** The promotion editor's toolbar (Quill's toolbar module format). */
export const TOOLBAR: (string | Record<string, string | (number | false)[]>)[][] = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  ['clean'],
];
