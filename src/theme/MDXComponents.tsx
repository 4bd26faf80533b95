// Wrapped to make the provider-fact components, tabs, section cards, glossary terms and JSON-LD available in every article
// without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Fact from '@site/src/components/provider/Fact';
import UiLabel from '@site/src/components/provider/UiLabel';
import PaymentMethods from '@site/src/components/provider/PaymentMethods';
import TeamHours from '@site/src/components/provider/TeamHours';
import OverdueTimeline from '@site/src/components/provider/OverdueTimeline';
import OsList from '@site/src/components/provider/OsList';
import DataCentres from '@site/src/components/provider/DataCentres';
import PlanLine from '@site/src/components/provider/PlanLine';
import PanelOs from '@site/src/components/provider/PanelOs';
import SupportContacts from '@site/src/components/provider/SupportContacts';
import SupportCallout from '@site/src/components/provider/SupportCallout';
import {SectionCard, SectionCards} from '@site/src/components/SectionCards';
import GlossaryTerm from '@site/src/components/GlossaryTerm';
import StructuredData from '@site/src/components/StructuredData';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Fact,
  UiLabel,
  PaymentMethods,
  TeamHours,
  OverdueTimeline,
  OsList,
  DataCentres,
  PlanLine,
  PanelOs,
  SupportContacts,
  SupportCallout,
  SectionCards,
  SectionCard,
  GlossaryTerm,
  StructuredData,
};
