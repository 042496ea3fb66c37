/**
 * `racelens/react`: the same components for React hosts, built against real React (a peer
 * dependency). Props mirror the elements' attributes; events are `on…` callbacks.
 */
export { DemoBadge } from './components/demo/DemoBadge';
export type { DemoBadgeProps } from './components/demo/DemoBadge';
export { DemoAddButton } from './components/demo/DemoAddButton';
export type { DemoAddButtonProps } from './components/demo/DemoAddButton';
export { useValue } from './components/use-value';
