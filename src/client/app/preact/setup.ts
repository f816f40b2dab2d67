/**
 * The client runs on Preact (vite.config.ts points `react` and `react-dom` at preact/compat: about 60 kB less
 * JavaScript on every first visit). The components and libraries are written for React 19; where its habits
 * differ in Preact 10 they are set here, before anything renders (main.tsx imports this first).
 */
import { options, type VNode } from 'preact';

interface Forwardable {
  _forwarded?: boolean;
  prototype?: { render?: unknown; isReactComponent?: unknown };
}

/*
 * React 19 hands a function component its `ref` as an ordinary prop: our ui/ components spread it onto their
 * element, and Radix's `asChild` gives the trigger's ref to them that way. Preact keeps it on the element and
 * passes it only to forwardRef components, so a menu would lose its anchor and focus could not return.
 */
/*
 * React focuses an element given `autoFocus` when it is mounted (the To field of a new email, the Cc field once
 * asked for, the sign-in form); Preact only writes the autofocus attribute, which a browser honours once per
 * page load. So such an element is focused once, the first time it is in the page.
 */
const autoFocused = new WeakSet<Element>();
function focusOnce(element: HTMLElement | null) {
  if (!element || autoFocused.has(element)) return;
  autoFocused.add(element);
  // After the commit, when the new element is in the page.
  queueMicrotask(() => {
    if (element.isConnected) element.focus();
  });
}

type AnyRef = ((element: HTMLElement | null) => unknown) | { current: HTMLElement | null } | null | undefined;
const withAutoFocus = new WeakMap<object, (element: HTMLElement | null) => unknown>();
function autoFocusRef(ref: AnyRef) {
  if (!ref) return focusOnce;
  let combined = withAutoFocus.get(ref);
  if (!combined) {
    combined = (element: HTMLElement | null) => {
      focusOnce(element);
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
    };
    withAutoFocus.set(ref, combined);
  }
  return combined;
}

const nextVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  const type = vnode.type as unknown as Forwardable;
  const props = vnode.props as { ref?: unknown; autoFocus?: unknown; spellCheck?: unknown; spellcheck?: unknown };
  const isPlainFunction = typeof vnode.type === 'function' && !type._forwarded && !type.prototype?.render && !type.prototype?.isReactComponent;
  if (isPlainFunction && vnode.ref) {
    props.ref = vnode.ref;
    vnode.ref = null;
  }
  if (typeof vnode.type === 'string') {
    if (props.autoFocus === true) vnode.ref = autoFocusRef(vnode.ref as AnyRef) as VNode['ref'];
    // The DOM property is spellcheck: given as spellCheck, Preact took it for an attribute and dropped it when false.
    if (typeof props.spellCheck === 'boolean') {
      props.spellcheck = props.spellCheck;
      delete props.spellCheck;
    }
  }
  nextVnode?.(vnode);
};

/*
 * React runs the effects of a render caused by a click or a key before the next event is handled, and always
 * before it renders again; Preact waits for the next animation frame, and under load a key could arrive first.
 * Code written for React counts on that order: TipTap's useEditor destroys its new editor unless the
 * component's effect has run within a 1 ms timer, Radix's slider and cmdk find their items only once the
 * collection's effect has run, and a key listener added by an effect must be there for the next key. So a
 * render's effects run as soon as the render is done (a microtask), and any still pending run before Preact
 * renders again.
 */
const pending: (() => void)[] = [];
function flushEffects() {
  for (const callback of pending.splice(0)) callback();
}
options.requestAnimationFrame = (callback: () => void) => {
  pending.push(callback);
  if (pending.length === 1) queueMicrotask(flushEffects);
};
options.debounceRendering = (render: () => void) => {
  queueMicrotask(() => {
    flushEffects();
    render();
  });
};
