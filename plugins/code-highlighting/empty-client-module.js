// Stands in for a client module that plugins/code-highlighting/prism-off-main.ts removes from the main bundle.
export {};
