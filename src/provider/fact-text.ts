/**
 * The provider facts that articles show inline, as one flat, typed dictionary of strings.
 * `<Fact name="supportEmail" />` in an article resolves through here; the content check reads the
 * same keys, so a misspelt name fails before the build does.
 */
import {facts} from './facts';
import {daysUk} from './days';

export const factText = {
  name: facts.name,
  legalName: facts.legalName,
  mainSite: facts.sites.main,
  billingPanel: facts.sites.billing,
  pricingPage: facts.sites.pricing,
  termsPage: facts.sites.terms,
  acceptableUsePage: facts.sites.acceptableUse,
  slaPage: facts.sites.sla,
  privacyPage: facts.sites.privacy,
  statusPage: facts.sites.status,
  speedTestSite: facts.sites.speedTest,
  supportEmail: facts.contacts.support.email,
  billingEmail: facts.contacts.billing.email,
  salesEmail: facts.contacts.sales.email,
  abuseEmail: facts.contacts.abuse.email,
  supportHours: facts.hours.support.schedule,
  customerCareHours: facts.hours.customerCare.schedule,
  financeHours: facts.hours.finance.schedule,
  timezone: facts.hours.timezone,
  currency: facts.payment.currency,
  activationVps: facts.activation.vps,
  activationDedicated: facts.activation.dedicated,
  activationAdditionalIp: facts.activation.additionalIp,
  // Day counts carry their word («3 дні», «14 днів»): a page writes «через <Fact name="suspendAfterDays" />».
  reminderDaysBefore: daysUk(facts.overdue.reminderDaysBefore),
  suspendAfterDays: daysUk(facts.overdue.suspendAfterDays),
  deleteAfterDays: daysUk(facts.overdue.deleteAfterDays),
  includedIpv4: String(facts.network.includedIpv4),
  nameserver1: facts.nameservers[0],
  nameserver2: facts.nameservers[1],
  secondaryDns: facts.secondaryDns,
  backupStorageHost: facts.backupStorageHost,
  fastpanelAddress: facts.panels.fastpanel.address,
  fastpanelSite: facts.panels.fastpanel.vendorSite,
  ispmanagerAddress: facts.panels.ispmanager.address,
  ispmanagerSite: facts.panels.ispmanager.vendorSite,
} as const satisfies Record<string, string>;

export type FactName = keyof typeof factText;

export function isFactName(name: string): name is FactName {
  return Object.hasOwn(factText, name);
}

export type FactKind = 'url' | 'email' | 'text';

/** How a fact is shown: a web address becomes a link, an e-mail a mailto link, the rest text. */
export function factKind(value: string): FactKind {
  if (/^https?:\/\/[^\s<>]+$/.test(value)) return 'url';
  if (/^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i.test(value)) return 'email';
  return 'text';
}

/** A web address as a reader would type it: without the scheme and a trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

export type BillingMenuItem = keyof typeof facts.billingMenu;

export function isBillingMenuItem(name: string): name is BillingMenuItem {
  return Object.hasOwn(facts.billingMenu, name);
}

/** A fact as an article shows it in text: a web address without its scheme, anything else as is. */
export function factDisplayText(name: FactName): string {
  const value = factText[name];
  return factKind(value) === 'url' ? displayUrl(value) : value;
}

/** A billing-panel menu item as an article quotes it: «Послуги». */
export function uiLabelText(item: BillingMenuItem): string {
  return `«${facts.billingMenu[item]}»`;
}
