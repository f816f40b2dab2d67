/**
 * Menus, dialogs and popovers whose code loads when one is first about to open. Radix's layers with
 * floating-ui, focus trapping and scroll locking are about a fifth of the dashboard's JavaScript, yet nothing
 * of them shows until a menu opens. Until its module has loaded, a layer's root renders only its children; its
 * parts render nothing and its trigger is a plain element that starts the load when pointed at or focused, and
 * on a press opens the layer (Radix's, from then on) as soon as the code is there. A layer opened by its `open`
 * prop loads then. A layer first shown after the code has loaded is Radix's from the start.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import * as Slot from '@radix-ui/react-slot';
import { toast } from './use-toast';

export const LOAD_FAILED = 'This part of Email Buddy could not be loaded. Check your connection and try again.';

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

interface TriggerProps {
  asChild?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** What a layer's module exports: its Radix root and trigger, and the parts shown inside. */
interface LayerModule {
  Root: unknown;
  Trigger?: unknown;
}

interface Options {
  /** The value of aria-haspopup the trigger carries, as Radix's does. */
  popup: 'menu' | 'dialog';
  /** Radix opens a menu on pointerdown and a popover on click; the stand-in trigger does the same. */
  openOn: 'pointerdown' | 'click';
}

type Handlers = Record<string, (event: SyntheticEvent) => void>;

/** `options` describe the trigger; a layer opened only by its `open` prop (the dialogs) has none. */
export function lazyLayer<M extends LayerModule>(load: () => Promise<M>, options: Options = { popup: 'dialog', openOn: 'click' }) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  // A failed load is forgotten so the next attempt fetches again; only an opening the user asked for says so.
  const ensure = () =>
    (loading ??= load().then(
      (parts) => (loaded = parts),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const failed = () => toast({ title: LOAD_FAILED, variant: 'destructive' });
  /** Fetches the layer's code ahead of its opening; a failure is left for the opening to report. */
  const preload = () =>
    ensure().then(
      () => undefined,
      () => undefined,
    );

  interface Pending {
    parts: M | undefined;
    preload: () => void;
    requestOpen: (how: 'pointer' | 'keyboard', trigger: Element) => void;
    /** Whether the stand-in trigger had focus, to give it to the real one that replaces it. */
    triggerFocused: { current: boolean };
    /** The layer was opened from the keyboard before Radix was there to notice (it then focuses the first item). */
    openedByKeyboard: { current: boolean };
  }
  const Layer = createContext<Pending | null>(null);

  function Root(props: RootProps) {
    const [parts, setParts] = useState(loaded);
    const [openedHere, setOpenedHere] = useState(false);
    const triggerFocused = useRef(false);
    const openedByKeyboard = useRef(false);
    /** Undoes a press still waiting for the code: set while one waits. */
    const cancelWaiting = useRef<(() => void) | null>(null);
    const latest = useRef(props);
    latest.current = props;
    const wantsOpen = props.open ?? props.defaultOpen ?? false;

    useEffect(() => {
      if (parts || !wantsOpen) return;
      ensure().then(setParts, () => {
        failed();
        // The owner thinks the layer is open; tell it it is not, so asking again tries again.
        latest.current.onOpenChange?.(false);
      });
    }, [parts, wantsOpen]);

    useEffect(() => () => cancelWaiting.current?.(), []);

    const pending = useMemo<Pending>(
      () => ({
        parts,
        triggerFocused,
        openedByKeyboard,
        // Only fetches: swapping the stand-in for Radix's trigger under a pointer that is pressing it would lose
        // the click (its press and release would land on different elements). The swap waits for the press.
        preload,
        requestOpen: (how, trigger) => {
          // A second press while the code is on its way takes the first back, as a second press closes a menu.
          if (cancelWaiting.current) return cancelWaiting.current();
          // So does a press anywhere else or Escape: a layer must not open seconds later over what the user
          // has moved on to.
          const onPointerDown = (event: PointerEvent) => {
            if (!(event.target instanceof Node && trigger.contains(event.target))) cancel();
          };
          const onKeyDown = (event: KeyboardEvent) => {
            if (event.key === 'Escape') cancel();
          };
          const cancel = () => {
            cancelWaiting.current = null;
            document.removeEventListener('pointerdown', onPointerDown, true);
            document.removeEventListener('keydown', onKeyDown, true);
          };
          cancelWaiting.current = cancel;
          document.addEventListener('pointerdown', onPointerDown, true);
          document.addEventListener('keydown', onKeyDown, true);
          ensure().then(
            (loadedParts) => {
              const stillWanted = cancelWaiting.current === cancel;
              if (stillWanted) cancel();
              setParts(loadedParts);
              if (!stillWanted) return;
              openedByKeyboard.current = how === 'keyboard';
              const { open, onOpenChange } = latest.current;
              if (open === undefined) setOpenedHere(true);
              onOpenChange?.(true);
            },
            () => {
              if (cancelWaiting.current !== cancel) return;
              cancel();
              failed();
            },
          );
        },
      }),
      [parts],
    );

    const RealRoot = parts?.Root as ComponentType<RootProps> | undefined;
    return (
      <Layer.Provider value={pending}>
        {RealRoot ? <RealRoot {...props} defaultOpen={props.defaultOpen || openedHere} /> : props.children}
      </Layer.Provider>
    );
  }

  function Trigger({ asChild, children, ref, ...props }: TriggerProps & Record<string, unknown>) {
    const layer = useContext(Layer);
    const parts = layer ? layer.parts : loaded;
    const RealTrigger = parts?.Trigger as ComponentType<TriggerProps> | undefined;
    // One ref for the element's whole life: a new callback each render would detach and reattach Radix's.
    const latest = useRef({ ref, layer });
    latest.current = { ref, layer };
    const attach = useCallback((node: HTMLElement | null) => {
      const { ref: own, layer: current } = latest.current;
      if (typeof own === 'function') own(node);
      else if (own) (own as { current: HTMLElement | null }).current = node;
      // The stand-in had the focus: the real trigger that replaces it takes it.
      if (node && current?.triggerFocused.current && current.parts) {
        current.triggerFocused.current = false;
        node.focus();
      }
    }, []);
    if (RealTrigger) {
      return (
        <RealTrigger asChild={asChild} ref={attach} {...props}>
          {children}
        </RealTrigger>
      );
    }
    const open = (event: SyntheticEvent, how: 'pointer' | 'keyboard') => {
      event.preventDefault();
      layer?.requestOpen(how, event.currentTarget as Element);
    };
    const ours: Handlers = {
      onPointerEnter: () => layer?.preload(),
      onFocus: () => {
        if (layer) layer.triggerFocused.current = true;
        layer?.preload();
      },
      onBlur: () => {
        if (layer) layer.triggerFocused.current = false;
      },
      ...(options.openOn === 'pointerdown'
        ? {
            onPointerDown: (event) => {
              const pointer = event as unknown as PointerEvent;
              if (pointer.button === 0 && !pointer.ctrlKey) open(event, 'pointer');
            },
            onKeyDown: (event) => {
              if (['Enter', ' ', 'ArrowDown'].includes((event as unknown as KeyboardEvent).key)) open(event, 'keyboard');
            },
          }
        : { onClick: (event) => open(event, (event as unknown as MouseEvent).detail === 0 ? 'keyboard' : 'pointer') }),
    };
    // The trigger's own handlers first; ours only if they did not prevent the default (Slot then runs the
    // child's before these, as Radix's trigger does).
    const handlers: Handlers = {};
    for (const [name, handler] of Object.entries(ours)) {
      const own = props[name] as Handlers[string] | undefined;
      handlers[name] = (event) => {
        own?.(event);
        if (!event.defaultPrevented) handler(event);
      };
    }
    const Comp = asChild ? Slot.Root : 'button';
    return (
      <Comp
        {...(asChild ? {} : { type: 'button' as const })}
        {...props}
        {...handlers}
        aria-haspopup={options.popup}
        aria-expanded={false}
        data-state="closed"
        ref={attach}
      >
        {children}
      </Comp>
    );
  }

  /** A part shown inside the layer (its content, an item, a title): nothing until the module has loaded. */
  function part<K extends keyof M>(key: K): M[K] {
    function Part(props: Record<string, unknown>) {
      const layer = useContext(Layer);
      const parts = layer ? layer.parts : loaded;
      if (!parts) return null;
      const Real = parts[key] as ComponentType<Record<string, unknown>>;
      return <Real {...props} />;
    }
    return Part as M[K];
  }

  /**
   * A menu's content. Radix moves the focus to the first item when a menu opens from the keyboard, which it learns
   * from a key listener its root adds; a menu opened by a key pressed before the code came missed that key.
   */
  function menuContent<K extends keyof M>(key: K): M[K] {
    const Real = part(key) as ComponentType<Record<string, unknown>>;
    function MenuContent({ onOpenAutoFocus, ...props }: { onOpenAutoFocus?: (event: Event) => void }) {
      const layer = useContext(Layer);
      const focusFirstItem = (event: Event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented || !layer?.openedByKeyboard.current) return;
        layer.openedByKeyboard.current = false;
        const first = (event.currentTarget as Element | null)?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
        if (!first) return;
        event.preventDefault();
        first.focus();
      };
      return <Real {...props} onOpenAutoFocus={focusFirstItem} />;
    }
    return MenuContent as M[K];
  }

  return { Root: Root as unknown as M['Root'], Trigger: Trigger as unknown as NonNullable<M['Trigger']>, part, menuContent, preload };
}
