// Wrapped so that a section's stand-in link, shown when a reader opens a section whose items are not shown yet, asks for them (plugins/section-split/split-sidebars.ts).
import type {ReactNode} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type DocSidebarItemLinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {loadRoutesFor} from '@site/plugins/section-split/runtime/load-section';
import {openSection} from '@site/plugins/section-split/runtime/sidebar-hooks';
import {standInSection} from '@site/plugins/section-split/split-sidebars';

type Props = WrapperProps<typeof DocSidebarItemLinkType>;

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {href} = props.item;
  const section = standInSection(props.item);
  // Before paint, so that items already loaded replace the stand-in before the category's opening
  // animation measures its height.
  useIsomorphicLayoutEffect(() => {
    if (section === undefined) return;
    openSection(section);
    // The link itself stays until the items arrive, and after a failed download.
    loadRoutesFor(href).catch(() => undefined);
  }, [section, href]);
  return <DocSidebarItemLink {...props} />;
}
