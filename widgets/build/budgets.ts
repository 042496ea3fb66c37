/** The size budgets of ARCHITECTURE.md §budgets, in kB gzip: `npm run size` checks the build, the package test the bundlers' first load. */
export const budgets = { loader: 1.5, runtime: 40, widget: 15, firstWidget: 45, facePath: 700 };
