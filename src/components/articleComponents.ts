/**
 * The components every article may use without an import: tabs, provider facts and policies, and
 * section cards.
 * Both this site's MDXComponents and the bench's stock site register this one map, so the two
 * render the same articles.
 */
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
import Policy from '@site/src/components/provider/Policy';
import PolicyCase from '@site/src/components/provider/PolicyCase';
import {SectionCard, SectionCards} from '@site/src/components/SectionCards';

export const articleComponents = {
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
  Policy,
  PolicyCase,
  SectionCards,
  SectionCard,
};
