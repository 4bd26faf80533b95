/**
 * The versions every touch point in this folder was last checked against (the register,
 * ./README.md, names them per touch point). ./contract.test.ts fails when the installed versions
 * differ, so that an upgrade is: bump, run the contract tests, read the register, then update here.
 */
export const VERIFIED_VERSIONS = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/plugin-content-docs': '3.10.2',
  '@docusaurus/faster': '3.10.2',
  '@rspack/core': '1.7.12',
} as const;
