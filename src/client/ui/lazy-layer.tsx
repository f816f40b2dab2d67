/**
 * Menus, dialogs and popovers whose code loads when one is first about to open. Radix's layers with
 * floating-ui, focus trapping and scroll locking are about a fifth of the dashboard's JavaScript, yet nothing
 * of them shows until a menu opens. Until its module has loaded, a layer's root renders only its children; its
 * parts render nothing and its trigger is a plain element that starts the load when pointed at or focused, and
 * on a press opens the layer (Radix's, from then on) as soon as the code is there. A layer opened by its `open`
 * prop loads then. A layer first shown after the code has loaded is Radix's from the start.
 */
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { toast } from './use-toast';

const LOAD_FAILED = 'This part of Email Buddy could not be loaded. Check your connection and try again.';

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

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

export function lazyLayer<M extends LayerModule>(load: () => Promise<M>, options: Options) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const ensure = () =>
    (loading ??= load().then(
      (parts) => (loaded = parts),
      (error: unknown) => {
        loading = undefined;
        toast({ title: LOAD_FAILED, variant: 'destructive' });
        throw error;
      },
    ));

  interface Pending {
    parts: M | undefined;
    preload: () => void;
    requestOpen: () => void;
    /** Whether the stand-in trigger had focus, to give it to the real one that replaces it. */
    triggerFocused: { current: boolean };
  }
  const Layer = createContext<Pending | null>(null);

  function Root(props: RootProps) {
    const [parts, setParts] = useState(loaded);
    const [openedHere, setOpenedHere] = useState(false);
    const triggerFocused = useRef(false);
    const latest = useRef(props);
    latest.current = props;
    const wantsOpen = props.open ?? props.defaultOpen ?? false;

    useEffect(() => {
      if (!parts && wantsOpen) ensure().then(setParts, () => {});
    }, [parts, wantsOpen]);

    const pending = useMemo<Pending>(
      () => ({
        parts,
        triggerFocused,
        // Only fetches: swapping the stand-in for Radix's trigger under a pointer that is pressing it would lose
        // the click (its press and release would land on different elements). The swap waits for the press.
        preload: () => {
          if (!parts) ensure().catch(() => {});
        },
        requestOpen: () => {
          ensure().then(
            (loadedParts) => {
              setParts(loadedParts);
              const { open, onOpenChange } = latest.current;
              if (open === undefined) setOpenedHere(true);
              onOpenChange?.(true);
            },
            () => {},
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
    if (RealTrigger) {
      const focusIfItWas = (node: HTMLElement | null) => {
        if (node && layer?.triggerFocused.current) {
          layer.triggerFocused.current = false;
          node.focus();
        }
      };
      return (
        <RealTrigger asChild={asChild} ref={composeRefs(ref, focusIfItWas)} {...props}>
          {children}
        </RealTrigger>
      );
    }
    const open = (event: SyntheticEvent) => {
      event.preventDefault();
      layer?.requestOpen();
    };
    const handlers: Handlers = {
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
              if (pointer.button === 0 && !pointer.ctrlKey) open(event);
            },
            onKeyDown: (event) => {
              if (['Enter', ' ', 'ArrowDown'].includes((event as unknown as KeyboardEvent).key)) open(event);
            },
          }
        : { onClick: open }),
    };
    const stateProps = { 'aria-haspopup': options.popup, 'aria-expanded': false, 'data-state': 'closed' };
    if (asChild && isValidElement(children)) {
      const child = children as ReactElement<Record<string, unknown>>;
      const merged: Handlers = {};
      for (const [name, handler] of Object.entries(handlers)) {
        const own = (child.props[name] ?? props[name]) as Handlers[string] | undefined;
        merged[name] = (event) => {
          own?.(event);
          if (!event.defaultPrevented) handler(event);
        };
      }
      return cloneElement(child, { ...props, ...stateProps, ...merged, ref: composeRefs(ref, child.props.ref as Ref<HTMLElement> | undefined) });
    }
    return (
      <button type="button" {...props} {...stateProps} {...handlers} ref={ref as Ref<HTMLButtonElement>}>
        {children}
      </button>
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

  return { Root: Root as unknown as M['Root'], Trigger: Trigger as unknown as NonNullable<M['Trigger']>, part };
}
