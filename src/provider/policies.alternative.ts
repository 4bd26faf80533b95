/**
 * Every rule of policies.ts switched to another value. Not a provider's settings: the test command
 * builds the site with this set (HELP_POLICIES=alternative) to prove that every page stating a rule
 * follows the module and none keeps the default's wording (scripts/check-policies.ts).
 */
import type {ProviderPolicies} from './policies';

export const policies = {
  payments: {
    invoiceClosesOn: 'exactAmount',
    balancePaysInvoices: 'automatically',
    unmatchedTransfer: 'byRequest',
    balanceTransfer: 'no',
  },
  renewal: {
    automatic: 'fromBalance',
    addOns: 'withMainService',
    unpaidAddOn: 'sameTimeline',
  },
  cancellation: {
    unusedTime: 'toBalance',
    balanceRefund: 'onRequest',
    refundDestination: 'byTerms',
    beforeActivation: 'byTerms',
    addOnsOfCancelledServer: 'withServer',
  },
  abuse: {
    firstStep: 'forwardAndWait',
    answerHours: 24,
    blockFirst: 'never',
  },
  backup: {
    service: 'managed',
    storageProtocols: ['FTP', 'SMB/CIFS'],
  },
  includes: {
    ipv6: 'byPlan',
    dedicatedKvm: 'included',
    panelLicence: 'included',
    hardwareReplacement: 'byTerms',
    ddosProtection: 'byPlan',
  },
  os: {
    vpsReinstall: 'support',
    dedicatedReinstall: 'customer',
    ipsAfterReinstall: 'mayChange',
    windowsVps: 'included',
    windowsDedicated: 'ownLicence',
  },
  network: {
    extraIpv4Justification: 'notRequired',
    outboundSmtp: 'onRequest',
    reverseDns: 'inPanel',
    serverAddresses: 'byTerms',
  },
  ssl: {
    reissue: 'byTerms',
  },
  support: {
    paidWork: 'agreedFirst',
  },
  dataCentres: {
    move: 'byRequest',
  },
  plans: {
    change: 'vpsUpInAccount',
  },
  account: {
    closure: 'onRequest',
  },
} as const satisfies ProviderPolicies;
