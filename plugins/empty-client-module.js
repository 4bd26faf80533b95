// Stands in for a client module that plugins/prism-off-main.ts removes from the main bundle.
export {};
