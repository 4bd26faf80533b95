// Core's browser context, for src/theme/Tabs and src/theme/TabItem, which hide hydration from the
// stock Tabs and hand it back to each panel; core exports only the hook (useIsBrowser), not the context.
export {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
