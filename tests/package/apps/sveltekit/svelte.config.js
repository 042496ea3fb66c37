import adapter from '@sveltejs/adapter-node';

// The SvelteKit app of the README: server rendering on, built for Node by adapter-node.
export default { kit: { adapter: adapter() } };
