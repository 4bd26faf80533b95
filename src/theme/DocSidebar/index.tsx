// Wrapped to show the items of each section a reader opens, which plugins/section-split moves into each section's script.
import type {ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useSidebarWithOpenedSections} from '@site/plugins/section-split/runtime/sidebar-hooks';

type Props = WrapperProps<typeof DocSidebarType>;

export default function DocSidebarWrapper({sidebar, ...props}: Props): ReactNode {
  const name = useDocsSidebar()?.name;
  return <DocSidebar {...props} sidebar={useSidebarWithOpenedSections(sidebar, name)} />;
}
