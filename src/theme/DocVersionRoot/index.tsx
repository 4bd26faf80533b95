// Wrapped to put back the sidebar items of the sections loaded so far: plugins/section-routes.ts moves them into each section's script.
import type {ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type {WrapperProps} from '@docusaurus/types';
import {useVersionWithLoadedSections} from '@site/src/client/section-sidebars';

type Props = WrapperProps<typeof DocVersionRootType>;

export default function DocVersionRootWrapper({version, ...props}: Props): ReactNode {
  return <DocVersionRoot {...props} version={useVersionWithLoadedSections(version)} />;
}
