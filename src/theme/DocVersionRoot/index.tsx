// Wrapped to put back the current section's sidebar items and docs: plugins/section-split moves them into each section's script.
import type {ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type {WrapperProps} from '@docusaurus/types';
import {useVersionWithCurrentSection} from '@site/plugins/section-split/runtime/sidebar-hooks';

type Props = WrapperProps<typeof DocVersionRootType>;

export default function DocVersionRootWrapper({version, ...props}: Props): ReactNode {
  return <DocVersionRoot {...props} version={useVersionWithCurrentSection(version)} />;
}
