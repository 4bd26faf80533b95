// Core's client entry, which starts the app; plugins/page-start/runtime/staged-entry.ts imports it
// last, after the stages that evaluate React DOM, the router and Helmet.
import '@docusaurus/core/lib/client/clientEntry.js';
