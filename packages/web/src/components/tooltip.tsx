import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useAnchoredPosition } from '../lib/use-anchored-position';

// A tooltip with the parts of Radix's Tooltip the app uses (Provider, Root, Trigger asChild, Portal,
// Content, Arrow) and its behaviour: it opens when the pointer rests on the trigger (after the
// provider's delay) or the trigger gets the focus from the keyboard, stays open while the pointer
// moves onto it, and closes on leaving, blur, a press on the trigger or Escape; the trigger is
// described by it (aria-describedby, role="tooltip"). Written out (issue 19): Radix's tooltip
// needs its popper and Floating UI, about 10 kB gzipped with the menu's share.

const DelayContext = createContext(700);

function Provider({
  children,
  delayDuration = 700,
}: {
  children: ReactNode;
  delayDuration?: number;
}) {
  return <DelayContext.Provider value={delayDuration}>{children}</DelayContext.Provider>;
}

interface TipState {
  open: boolean;
  show: (after: number) => void;
  hide: (after: number) => void;
  trigger: RefObject<HTMLElement | null>;
  id: string;
  side: 'top' | 'bottom';
  setSide: (side: 'top' | 'bottom') => void;
}

const TipContext = createContext<TipState | null>(null);
const useTip = () => {
  const tip = useContext(TipContext);
  if (!tip) throw new Error('Tooltip parts must be inside Tooltip.Root');
  return tip;
};

function Root({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<'top' | 'bottom'>('top');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useRef<HTMLElement | null>(null);
  const id = useId();
  const later = (value: boolean, after: number) => {
    clearTimeout(timer.current);
    if (after <= 0) setOpen(value);
    else timer.current = setTimeout(() => setOpen(value), after);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TipContext.Provider
      value={{
        open,
        show: (after) => later(true, after),
        hide: (after) => later(false, after),
        trigger,
        id,
        side,
        setSide,
      }}
    >
      {children}
    </TipContext.Provider>
  );
}

type TriggerChild = ReactElement<Record<string, unknown>>;

function Trigger({ children }: { children: TriggerChild; asChild?: boolean }) {
  const tip = useTip();
  const delay = useContext(DelayContext);
  const pressed = useRef(false);
  return cloneElement(children, {
    ref: (el: HTMLElement | null) => {
      tip.trigger.current = el;
    },
    'aria-describedby': tip.open ? tip.id : undefined,
    'data-state': tip.open ? 'delayed-open' : 'closed',
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== 'touch') tip.show(delay);
    },
    onPointerLeave: () => tip.hide(100),
    onPointerDown: () => {
      pressed.current = true;
      tip.hide(0);
    },
    onFocus: () => {
      // from the keyboard only, not the focus a click gives
      if (!pressed.current) tip.show(0);
      pressed.current = false;
    },
    onBlur: () => tip.hide(0),
  });
}

function Portal({ children }: { children: ReactNode }) {
  return useTip().open ? createPortal(children, document.body) : null;
}

interface ContentProps {
  children: ReactNode;
  className?: string;
  side?: 'top' | 'bottom';
  sideOffset?: number;
}

function Content({ children, className, side = 'top', sideOffset = 0 }: ContentProps) {
  const tip = useTip();
  const ref = useRef<HTMLDivElement>(null);
  const placed = useAnchoredPosition(tip.open, tip.trigger, ref, {
    side,
    align: 'center',
    sideOffset,
  });
  const { setSide, hide } = tip;
  useEffect(() => setSide(placed.side), [placed.side, setSide]);
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide(0);
    };
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [hide]);
  return (
    <div
      ref={ref}
      id={tip.id}
      role="tooltip"
      data-side={placed.side}
      data-state="delayed-open"
      className={className}
      style={placed.style}
      onPointerEnter={() => tip.show(0)}
      onPointerLeave={() => tip.hide(100)}
    >
      {children}
    </div>
  );
}

/** The little triangle pointing at the trigger (10 × 5 px, filled by its class). */
function Arrow({ className }: { className?: string }) {
  const { side } = useTip();
  return (
    <svg
      className={className}
      width={10}
      height={5}
      viewBox="0 0 30 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      style={{
        position: 'absolute',
        left: '50%',
        ...(side === 'top' ? { top: '100%' } : { bottom: '100%' }),
        transform: `translateX(-50%)${side === 'top' ? '' : ' rotate(180deg)'}`,
      }}
    >
      <polygon points="0,0 30,0 15,10" />
    </svg>
  );
}

export const Tooltip = { Provider, Root, Trigger, Portal, Content, Arrow };
