/**
 * A lazy component whose code can be loaded ahead, and that renders at once when it was (the
 * desk's start, issue 36 §4).
 *
 * React.lazy suspends on its first render even when the module is already loaded: it reads the
 * loader's promise, whose `then` calls back only later, so its Suspense boundary commits the
 * fallback first. React 19 then holds every reveal that follows a fallback until 300 ms after
 * it (its fallback throttle): the shell's boundary and the screen's boundary inside it cost two
 * such waits before the first row. Once the code is here, the loader below answers with a
 * thenable that calls back at once, which React.lazy reads in the same render: no fallback.
 * Code not yet here loads as React.lazy always loads it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface CodeModule<T> {
  default: T;
}

export interface Preloadable<T extends ComponentType> {
  Component: LazyExoticComponent<T>;
  /** Starts loading the code (once); settles when it is loaded or failed (the render shows why). */
  preload(): Promise<void>;
  /** The code is loaded: the component renders without suspending. */
  loaded(): boolean;
}

/** A thenable that hands over its value as soon as `then` is called. */
function settledThenable<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as R1));
    },
  };
}

export function preloadable<T extends ComponentType>(load: () => Promise<CodeModule<T>>): Preloadable<T> {
  let module: CodeModule<T> | null = null;
  let loading: Promise<CodeModule<T>> | null = null;
  const start = (): Promise<CodeModule<T>> => {
    loading ??= load().then(
      (m) => {
        module = m;
        return m;
      },
      (error: unknown) => {
        // A chunk that failed to load (a network blip in web mode) is asked again next time.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy only calls `then` on what the loader returns; a promise is its declared type.
  const Component = lazy(() => (module ? (settledThenable(module) as Promise<CodeModule<T>>) : start()));
  return {
    Component,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    loaded: () => module !== null,
  };
}
