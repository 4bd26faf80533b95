// The generated modules the browser's code reads, for code outside this folder: the route table
// (which the section split fills in place) and the site config. Re-exported here so that only
// plugins/_internals names `@generated/*`; the section split's swap of `@generated/routes` still
// applies, since the request below is the one it matches.
export {default as generatedRoutes} from '@generated/routes';
export {default as generatedSiteConfig} from '@generated/docusaurus.config';
