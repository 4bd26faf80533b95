// Wrapped to hand the page's card descriptions (plugins/lean-docs-data) to its cards.
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {CardDescriptionsProvider, type CardDescriptions} from '@site/plugins/lean-docs-data/runtime/card-descriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {cardDescriptions = {}} = props.categoryGeneratedIndex as {cardDescriptions?: CardDescriptions};
  return (
    <CardDescriptionsProvider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsProvider>
  );
}
