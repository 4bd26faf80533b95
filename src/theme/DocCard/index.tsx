// Wrapped so a doc's card shows its description from the landing page's props: plugins/lean-docs-data takes descriptions out of the data every page loads.
import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useCardDescription} from '@site/plugins/lean-docs-data/runtime/card-descriptions';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  const description = useCardDescription(item.type === 'link' ? (item.docId ?? undefined) : undefined);
  const hasOwn = item.type === 'link' && Boolean(item.description);
  return <DocCard {...props} item={description && !hasOwn ? {...item, description} : item} />;
}
