// Wrapped because with docs at the site root a miss renders through DocRoot, which shows this
// content but sets no page title; every not-found page must be titled «Сторінку не знайдено».
// It also adds the articles closest to the address that was not found.
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import ClosestArticles from '@site/plugins/not-found-suggestions/runtime/ClosestArticles';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <ClosestArticles />
    </>
  );
}
