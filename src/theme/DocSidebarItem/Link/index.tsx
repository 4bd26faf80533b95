// Wrapped so that a section's stand-in link, shown when a reader opens a section whose items have not loaded, loads them (src/lib/section-sidebars.ts).
import {useEffect, type ReactNode} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type DocSidebarItemLinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {loadRoutesFor} from '@site/src/client/route-sections';
import {standInSection} from '@site/src/lib/section-sidebars';

type Props = WrapperProps<typeof DocSidebarItemLinkType>;

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {href} = props.item;
  const isStandIn = standInSection(props.item) !== undefined;
  useEffect(() => {
    // The link itself stays until the items arrive, and after a failed download.
    if (isStandIn) loadRoutesFor(href).catch(() => undefined);
  }, [isStandIn, href]);
  return <DocSidebarItemLink {...props} />;
}
