// Wrapped to hand the page's card descriptions (plugins/lean-docs.ts) to its cards.
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {CardDescriptionsProvider, type CardDescriptions} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {cardDescriptions = {}} = props.categoryGeneratedIndex as {cardDescriptions?: CardDescriptions};
  return (
    <CardDescriptionsProvider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsProvider>
  );
}
