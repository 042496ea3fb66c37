// The racelens-* tags for vue-tsc and Volar: attributes, properties and events.
import type {} from 'racelens/vue';
