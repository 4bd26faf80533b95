// Core's own prefetch helper, which plugins/prefetch/runtime/prefetch-once.ts calls once per URL.
// Imported by its package path, which the prefetch swap (it matches core's `./prefetch`) leaves alone.
export {default} from '@docusaurus/core/lib/client/prefetch.js';
