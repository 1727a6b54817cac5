import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useAnchoredPosition } from '../lib/use-anchored-position';

// A drop-down menu with the parts of Radix's DropdownMenu the app uses (Root, Trigger asChild,
// Portal, Content, Item, Separator) and its behaviour: a menu button (aria-haspopup, -expanded),
// role="menu" with "menuitem"s, arrows / Home / End / a letter move among the items, Enter or Space
// or a click selects and closes, Escape or Tab closes and gives the focus back to the trigger, a
// press outside closes (in a modal menu, the default, that press does nothing else). Written out
// (issue 19): Radix's menu with its popper and Floating UI was about 15 kB gzipped.

interface MenuState {
  open: boolean;
  setOpen: (open: boolean, focus?: 'first' | 'last' | 'menu' | 'trigger') => void;
  focusOnOpen: RefObject<'first' | 'last' | 'menu'>;
  trigger: RefObject<HTMLElement | null>;
  modal: boolean;
  menuId: string;
  triggerId: string;
}

const MenuContext = createContext<MenuState | null>(null);
const useMenu = () => {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('DropdownMenu parts must be inside DropdownMenu.Root');
  return menu;
};

function Root({ children, modal = true }: { children: ReactNode; modal?: boolean }) {
  const [open, setOpenState] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const focusOnOpen = useRef<'first' | 'last' | 'menu'>('menu');
  const menuId = useId();
  const triggerId = useId();
  const setOpen: MenuState['setOpen'] = (next, focus) => {
    if (next) focusOnOpen.current = focus === 'first' || focus === 'last' ? focus : 'menu';
    setOpenState(next);
    if (!next && focus === 'trigger') trigger.current?.focus();
  };
  return (
    <MenuContext.Provider value={{ open, setOpen, focusOnOpen, trigger, modal, menuId, triggerId }}>
      {children}
    </MenuContext.Provider>
  );
}

type TriggerChild = ReactElement<{
  ref?: unknown;
  onClick?: (event: React.MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}>;

/** The child (a button) opens the menu: a click, or ArrowDown / ArrowUp from the keyboard. */
function Trigger({ children }: { children: TriggerChild; asChild?: boolean }) {
  const menu = useMenu();
  return cloneElement(children, {
    ref: (el: HTMLElement | null) => {
      menu.trigger.current = el;
    },
    id: menu.triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': menu.open,
    'aria-controls': menu.open ? menu.menuId : undefined,
    'data-state': menu.open ? 'open' : 'closed',
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      // a click from the keyboard (Enter, Space) opens on the first item, as Radix does
      menu.setOpen(!menu.open, event.detail === 0 ? 'first' : 'menu');
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      children.props.onKeyDown?.(event);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        menu.setOpen(true, event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
  } as Record<string, unknown>);
}

/** The menu goes to the end of the body, or of the dialog its trigger is in (its focus trap). */
function Portal({ children }: { children: ReactNode }) {
  const menu = useMenu();
  if (!menu.open) return null;
  const host = menu.trigger.current?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  return createPortal(children, host ?? document.body);
}

const items = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []),
];

interface ContentProps {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
}

function Content({ children, className, style, align = 'center', sideOffset = 0 }: ContentProps) {
  const menu = useMenu();
  const ref = useRef<HTMLDivElement>(null);
  const placed = useAnchoredPosition(menu.open, menu.trigger, ref, {
    side: 'bottom',
    align,
    sideOffset,
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const list = items(el);
    const target = menu.focusOnOpen.current;
    (target === 'first' ? list[0] : target === 'last' ? list.at(-1) : el)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const node = event.target as Node;
      if (el.contains(node) || menu.trigger.current?.contains(node)) return;
      menu.setOpen(false);
      if (!menu.modal) return;
      // a modal menu: the press that closes it does nothing else
      const swallow = (click: MouseEvent) => {
        click.preventDefault();
        click.stopPropagation();
      };
      document.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => document.removeEventListener('click', swallow, true), 500);
    };
    // Escape closes the menu only, not a dialog around it (Radix's dialog listens on the document)
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      menu.setOpen(false, 'trigger');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onEscape, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onEscape, true);
    };
    // on open only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(ref.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    // no wrapping at either end, as in Radix
    const move = (i: number) => {
      event.preventDefault();
      list[Math.max(0, Math.min(i, list.length - 1))]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at < 0 ? list.length - 1 : at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') {
      event.preventDefault();
      menu.setOpen(false, 'trigger');
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const key = event.key.toLowerCase();
      const order = [...list.slice(at + 1), ...list.slice(0, at + 1)];
      order.find((item) => item.textContent?.trim().toLowerCase().startsWith(key))?.focus();
    }
  };

  return (
    <div
      ref={ref}
      id={menu.menuId}
      role="menu"
      aria-orientation="vertical"
      aria-labelledby={menu.triggerId}
      tabIndex={-1}
      data-state="open"
      data-side={placed.side}
      data-align={align}
      className={className}
      style={{ ...style, ...placed.style, outline: 'none', pointerEvents: 'auto' }}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

interface ItemProps {
  children: ReactNode;
  className?: string;
  onSelect?: (event: Event) => void;
}

/** One action: highlighted (data-highlighted) while focused or under the pointer. */
function Item({ children, className, onSelect }: ItemProps) {
  const menu = useMenu();
  const [highlighted, setHighlighted] = useState(false);
  const select = () => {
    const event = new Event('menu.itemSelect', { cancelable: true });
    menu.setOpen(false, 'trigger');
    onSelect?.(event);
  };
  return (
    <div
      role="menuitem"
      tabIndex={-1}
      className={className}
      data-highlighted={highlighted ? '' : undefined}
      onFocus={() => setHighlighted(true)}
      onBlur={() => setHighlighted(false)}
      onPointerMove={(event) => {
        if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
      }}
      onPointerLeave={(event) => {
        if (document.activeElement === event.currentTarget) {
          event.currentTarget.closest<HTMLElement>('[role="menu"]')?.focus();
        }
      }}
      onClick={select}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          select();
        }
      }}
    >
      {children}
    </div>
  );
}

function Separator({ className }: { className?: string }) {
  return <div role="separator" aria-orientation="horizontal" className={className} />;
}

export const DropdownMenu = { Root, Trigger, Portal, Content, Item, Separator };
