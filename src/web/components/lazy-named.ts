import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component whose module is fetched the first time it renders (inside a Suspense boundary): `name` picks the
 * named export, since the app's modules have no default exports.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component's props are whatever its module declares.
export function lazyNamed<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
