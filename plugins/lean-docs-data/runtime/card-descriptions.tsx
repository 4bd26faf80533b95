/**
 * The descriptions of the docs a section landing page shows as cards, from the page's own props
 * (plugins/lean-docs-data), for src/theme/DocCard to read.
 */
import {createContext, useContext} from 'react';

export type CardDescriptions = Record<string, string>;

const CardDescriptionsContext = createContext<CardDescriptions>({});

export const CardDescriptionsProvider = CardDescriptionsContext.Provider;

export function useCardDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(CardDescriptionsContext);
  return docId ? descriptions[docId] : undefined;
}
