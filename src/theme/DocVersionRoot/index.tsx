// Wrapped to put back the current section's sidebar items and docs: plugins/section-routes.ts moves them into each section's script.
import type {ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type {WrapperProps} from '@docusaurus/types';
import {useVersionWithCurrentSection} from '@site/src/client/section-sidebars';

type Props = WrapperProps<typeof DocVersionRootType>;

export default function DocVersionRootWrapper({version, ...props}: Props): ReactNode {
  return <DocVersionRoot {...props} version={useVersionWithCurrentSection(version)} />;
}
