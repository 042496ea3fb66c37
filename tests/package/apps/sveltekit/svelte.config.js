import adapter from '@sveltejs/adapter-node';

// The SvelteKit app of the README: server rendering on, built for Node by adapter-node. Without
// the .gz and .br copies of every file (brotli at its slowest setting, seconds of the package
// test for a server only the test's browser asks).
export default { kit: { adapter: adapter({ precompress: false }) } };
