import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the app hydrates a rendered page; true from the render after. Parts that
 * load their code lazily render only then: rendered on the server they would stay dead (not yet hydrated)
 * until their code arrived, and a click on them would be lost.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
