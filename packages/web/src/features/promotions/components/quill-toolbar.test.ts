import { describe, expect, it } from 'vitest';
import icons from 'quill/ui/icons.js';
import { TOOLBAR, toolbarIcons } from './quill-toolbar';

describe('toolbarIcons (the build keeps only the editor toolbar’s icons of Quill’s)', () => {
  it('keeps one of Quill’s own icons for each button of the toolbar, and nothing else', () => {
    const picked = toolbarIcons(icons);
    expect(picked).toEqual({
      bold: icons.bold,
      italic: icons.italic,
      underline: icons.underline,
      strike: icons.strike,
      list: { ordered: icons.list.ordered, bullet: icons.list.bullet },
      link: icons.link,
      clean: icons.clean,
    });
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(icons).length / 3);
  });

  it('the header picker shows text: no icon is asked for it', () => {
    expect(TOOLBAR[0]).toEqual([{ header: [2, 3, false] }]);
    expect(toolbarIcons(icons, [[{ header: [2, 3, false] }]])).toEqual({});
  });

  it('fails the build when Quill has no icon for a button', () => {
    expect(() => toolbarIcons(icons, [['bold', 'sparkle']])).toThrow(
      "Quill has no icon for the toolbar's sparkle",
    );
    expect(() => toolbarIcons(icons, [[{ list: 'zigzag' }]])).toThrow(
      "Quill has no icon for the toolbar's list: zigzag",
    );
  });
});
