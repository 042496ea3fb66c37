/**
 * The cart view as the cart drawer loads it, later. A module of its own so the drawer's lazy
 * import reaches the view through a plain re-export: the checkout has the view in its first load,
 * and a dynamic import of that same module would cost the checkout a bundler helper (a module
 * namespace object) shared with the face detector's chunk.
 */
export { CartView } from './CartView';
