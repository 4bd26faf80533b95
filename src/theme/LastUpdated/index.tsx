// Wrapped because the stock date carries itemprop="dateModified" with no itemscope around it,
// which is invalid HTML; the scope makes it the modification date of this article.
import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/TechArticle">
      <LastUpdated {...props} />
    </span>
  );
}
