// Wrapped because the stock inline script hides the bar through an <html> attribute when an older
// announcement was dismissed; a new id re-opens the bar in React but the attribute kept it hidden.
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@site/plugins/_internals/announcement-bar';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
