import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, TOAST_LIMIT, toast } from './use-toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps one toast on screen: the newest replaces the previous', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(TOAST_LIMIT).toBe(1);
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes on dismiss and is removed after its exit animation', () => {
    const handle = toast({ title: 'Saved' });
    handle.dismiss();
    expect(getToasts()[0]).toMatchObject({ id: handle.id, open: false });
    vi.runAllTimers();
    expect(getToasts()).toHaveLength(0);
  });
});
