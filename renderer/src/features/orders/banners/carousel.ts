/**
 * The banner carousel's timing (spec 01 §2, §9) as a pure reducer plus a small hook:
 * advance every 3 s; any interaction (pointer, keyboard, swipe) pauses the advance for 7 s;
 * a swipe of at least 50 px moves one banner. The pause button stops it until pressed again.
 */
import { useCallback, useEffect, useReducer } from 'react';

export const ADVANCE_MS = 3000;
export const PAUSE_AFTER_INTERACTION_MS = 7000;
const SWIPE_THRESHOLD_PX = 50;

export interface CarouselState {
  index: number;
  count: number;
  /** When the next automatic advance is due (epoch ms). */
  nextAt: number;
  /** Stopped by the user (pause button) or by reduced-motion preference. */
  stopped: boolean;
}

export type CarouselAction =
  | { type: 'tick'; now: number }
  | { type: 'interact'; now: number }
  | { type: 'next'; now: number }
  | { type: 'prev'; now: number }
  | { type: 'goto'; index: number; now: number }
  | { type: 'count'; count: number; now: number }
  | { type: 'stopped'; stopped: boolean; now: number };

const wrap = (i: number, n: number) => (n <= 0 ? 0 : ((i % n) + n) % n);

export function initCarousel(count: number, now: number, stopped = false): CarouselState {
  return { index: 0, count, nextAt: now + ADVANCE_MS, stopped };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const paused = (now: number) => now + PAUSE_AFTER_INTERACTION_MS;
  switch (action.type) {
    case 'tick':
      if (state.stopped || state.count < 2 || action.now < state.nextAt) return state;
      return { ...state, index: wrap(state.index + 1, state.count), nextAt: action.now + ADVANCE_MS };
    case 'interact':
      return { ...state, nextAt: paused(action.now) };
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count), nextAt: paused(action.now) };
    case 'prev':
      return { ...state, index: wrap(state.index - 1, state.count), nextAt: paused(action.now) };
    case 'goto':
      return { ...state, index: wrap(action.index, state.count), nextAt: paused(action.now) };
    case 'count':
      if (action.count === state.count) return state;
      return {
        ...state,
        count: action.count,
        index: action.count === 0 ? 0 : Math.min(state.index, action.count - 1),
        nextAt: action.now + ADVANCE_MS,
      };
    case 'stopped':
      return { ...state, stopped: action.stopped, nextAt: action.now + ADVANCE_MS };
  }
}

/** The swipe a pointer made: -1 (to the next banner), 1 (previous) or 0 (not a swipe). */
export function swipeDirection(dx: number, dy = 0): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? -1 : 1;
}

export interface Carousel {
  state: CarouselState;
  next(): void;
  prev(): void;
  goto(index: number): void;
  interact(): void;
  setStopped(stopped: boolean): void;
}

/** Drives the reducer with one timeout, rescheduled whenever the due time changes. */
export function useCarousel(
  count: number,
  options: { now?: () => number; stopped?: boolean } = {},
): Carousel {
  const now = options.now ?? Date.now;
  const [state, dispatch] = useReducer(carouselReducer, undefined, () =>
    initCarousel(count, now(), options.stopped ?? false),
  );

  useEffect(() => {
    dispatch({ type: 'count', count, now: now() });
  }, [count, now]);

  useEffect(() => {
    if (state.stopped || state.count < 2) return;
    const wait = Math.max(0, state.nextAt - now());
    const id = window.setTimeout(() => dispatch({ type: 'tick', now: now() }), wait);
    return () => window.clearTimeout(id);
  }, [state.nextAt, state.stopped, state.count, state.index, now]);

  return {
    state,
    next: useCallback(() => dispatch({ type: 'next', now: now() }), [now]),
    prev: useCallback(() => dispatch({ type: 'prev', now: now() }), [now]),
    goto: useCallback((index: number) => dispatch({ type: 'goto', index, now: now() }), [now]),
    interact: useCallback(() => dispatch({ type: 'interact', now: now() }), [now]),
    setStopped: useCallback((stopped: boolean) => dispatch({ type: 'stopped', stopped, now: now() }), [now]),
  };
}
