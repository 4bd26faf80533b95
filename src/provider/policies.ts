/**
 * Every rule the provider decides about money, access and data, and only here.
 *
 * `facts.ts` holds what is a single value (an address, an hour, a day count); this file holds the
 * rules that decide what happens to a customer: how a payment closes an invoice, whether anything
 * renews by itself, what a cancellation gives back, what comes before a block. Articles never state
 * these rules in their own words: they show them through `<Policy rule=… />` (one sentence) and
 * `<PolicyCase rule=… is=…>` (a paragraph or steps that hold only for one setting), so a provider that
 * changes a rule here changes every page that depends on it.
 *
 * The defaults are the neutral choice of a provider that promises nothing it cannot keep. Where no
 * neutral default is honest (a refund of a balance, credit for unused days, a deadline to answer a
 * complaint), the value is `'byTerms'` and pages point to the terms (`facts.sites.terms`).
 *
 * `npm test` builds the site a second time with `policies.alternative.ts` (every rule switched) and
 * checks that the pages stating a rule change with it (tests/policies/).
 */

/** The rule is in the provider's terms of service, not on the help pages. */
export type ByTerms = 'byTerms';

export interface ProviderPolicies {
  payments: {
    /**
     * How a payment that differs from the invoice's amount is treated. `fullAmount`: a payment of at
     * least the amount closes the invoice and the surplus goes to the balance; a smaller one goes to
     * the balance and the invoice stays open until the rest arrives. `exactAmount`: only a payment of
     * exactly the amount closes it; any other sum goes to the balance, and the customer then pays
     * the invoice from the balance.
     */
    invoiceClosesOn: 'fullAmount' | 'exactAmount';
    /**
     * Whether money on the balance pays a new invoice by itself (`automatically`) or only when the
     * customer presses «Оплатити з балансу» on the invoice (`byCustomer`).
     */
    balancePaysInvoices: 'automatically' | 'byCustomer';
    /**
     * A bank transfer that cannot be matched to an invoice (no invoice number in the purpose, another
     * payer): `byRequest` — finance matches it after the customer sends the payment document.
     */
    unmatchedTransfer: 'byRequest';
    /**
     * Moving money between accounts (to another account of the customer's, or to a new owner):
     * `onRequest` — staff move it at the account owner's request, a company's money only with the
     * payer's written consent; `no` — money stays on the account it was paid to.
     */
    balanceTransfer: 'onRequest' | 'no';
  };
  renewal: {
    /**
     * `none`: a service is renewed only by paying its renewal invoice; `fromBalance`: a switch in the
     * service's settings renews it from the balance when the period ends, if the balance covers it.
     */
    automatic: 'none' | 'fromBalance';
    /**
     * Additional services (IP addresses, backup storage, panel licences, secondary DNS, SSL):
     * `withMainService` — renewed on the main service's invoice and date; `ownDates` — each has its
     * own period and its own renewal invoice.
     */
    addOns: 'withMainService' | 'ownDates';
    /**
     * An unpaid add-on follows the same days as a server (facts.overdue), but what stops is the
     * add-on itself; the server it belongs to keeps working. `sameTimeline` is the only supported
     * value today; it exists so that a page states it through the module.
     */
    unpaidAddOn: 'sameTimeline';
  };
  cancellation: {
    /** Money for the unused days of a paid period when a service is cancelled before its end. */
    unusedTime: 'none' | 'toBalance' | ByTerms;
    /** Whether money on the balance can be paid out on request. */
    balanceRefund: 'onRequest' | 'no' | ByTerms;
    /** Where a refund goes: only back to the card or account the money came from, or by the terms. */
    refundDestination: 'sameDetails' | ByTerms;
    /** Money paid for an order cancelled before the service is activated: to the balance, or by the terms. */
    beforeActivation: 'toBalance' | ByTerms;
    /**
     * Additional services of a cancelled server (IP addresses, licences, backup storage):
     * `cancelSeparately` — additional IPs are released with the server, the other add-ons run and are
     * billed until cancelled on their own; `withServer` — they all end together with the server.
     */
    addOnsOfCancelledServer: 'cancelSeparately' | 'withServer';
  };
  abuse: {
    /**
     * What the provider does first with a complaint about a customer's server. `forwardAndWait`: it
     * forwards the complaint and waits for the customer's answer while the service keeps running.
     */
    firstStep: 'forwardAndWait';
    /** Hours the customer has to answer a forwarded complaint, or the terms' figure. */
    answerHours: number | ByTerms;
    /**
     * When the provider blocks before writing: `ongoingHarm` — only while the server harms others
     * right now (an outgoing attack, a flood of spam, phishing, malware distribution), and it writes at
     * once; `never` — it always writes first.
     */
    blockFirst: 'ongoingHarm' | 'never';
  };
  backup: {
    /**
     * `storageOnly`: the provider gives space on a storage server and access to it; the customer
     * chooses what to copy and sets up the copies; the provider never logs in to the customer's
     * server. `managed`: the provider also makes copies of the server on a schedule.
     */
    service: 'storageOnly' | 'managed';
    /** The protocols the backup storage (facts.backupStorageHost) accepts. */
    storageProtocols: readonly ('SFTP' | 'SCP' | 'rsync' | 'BorgBackup' | 'FTP' | 'FTPS' | 'SMB/CIFS' | 'NFS' | 'WebDAV')[];
  };
  /** What a server's monthly price includes; the count of IPv4 addresses is facts.network.includedIpv4. */
  includes: {
    /** IPv6 addresses: in the price of every server, or by the plan's terms. */
    ipv6: 'included' | 'byPlan';
    /** Remote console (KVM over IP, IPMI) of a dedicated server: always, as a paid add-on, or by the terms. */
    dedicatedKvm: 'included' | 'addOn' | ByTerms;
    /** Licences of control panels (FASTPANEL, ispmanager): in the price or a separate paid licence. */
    panelLicence: 'included' | 'addOn';
    /** Replacement of a failed part of a dedicated server (a disk, memory, a power supply). */
    hardwareReplacement: 'included' | ByTerms;
    /** Basic filtering of DDoS attacks: in the price of every server, or as the plan says. */
    ddosProtection: 'included' | 'byPlan';
  };
  os: {
    /** Who reinstalls a VPS's system: the customer in the server's control panel, or support on request. */
    vpsReinstall: 'customer' | 'support';
    /** Who reinstalls a dedicated server's system. */
    dedicatedReinstall: 'customer' | 'support';
    /**
     * The server's IP addresses after its system is reinstalled: `kept` — the same addresses;
     * `mayChange` — the server may get other addresses, shown in the customer's account.
     */
    ipsAfterReinstall: 'kept' | 'mayChange';
    /**
     * Windows Server licence on a VPS: `addOn` — a monthly licence ordered with the server;
     * `included` — in the price of the Windows plans.
     */
    windowsVps: 'addOn' | 'included';
    /** Windows Server licence on a dedicated server: a monthly add-on, or bring your own licence. */
    windowsDedicated: 'addOn' | 'ownLicence' | ByTerms;
  };
  network: {
    /** Whether an order of more IPv4 addresses needs a written reason for their use. */
    extraIpv4Justification: 'required' | 'notRequired';
    /**
     * Outgoing mail to other servers (TCP port 25): `open` on every server, `onRequest` — closed until
     * support opens it on the customer's request, or by the terms.
     */
    outboundSmtp: 'open' | 'onRequest' | ByTerms;
    /**
     * Who sets the PTR record (reverse DNS) of the provider's addresses, whose reverse zone the
     * provider holds: `bySupport` — support, on the customer's request; `inPanel` — the customer,
     * in the account; or by the terms.
     */
    reverseDns: 'bySupport' | 'inPanel' | ByTerms;
    /**
     * The server's own IP addresses while its service runs: `static` — the same addresses after a
     * reboot, a power-off or a renewed DHCP lease, until the service ends or the customer gives an
     * address up; or by the terms.
     */
    serverAddresses: 'static' | ByTerms;
  };
  ssl: {
    /** Reissue of a bought certificate (a new key, a lost key, a certificate that expires before the paid term ends): free for the paid term, or by the terms. */
    reissue: 'freeWhileValid' | ByTerms;
  };
  support: {
    /** Paid work of the provider's administrators starts only after its price is agreed with the customer. */
    paidWork: 'agreedFirst';
  };
  dataCentres: {
    /**
     * Moving a server to another data centre: `newServer` — a server cannot be moved; the customer
     * orders one in the other data centre and migrates; `byRequest` — support moves it, by the terms.
     */
    move: 'newServer' | 'byRequest';
  };
  plans: {
    /**
     * Changing a running server's plan: `vpsUpInAccount` — a VPS moves to a larger plan in the
     * account, keeping its data and IP addresses, with a restart; a smaller disk or a dedicated
     * server's other configuration means a new server and a migration; or by the terms.
     */
    change: 'vpsUpInAccount' | ByTerms;
  };
  account: {
    /**
     * Closing the customer's account (обліковий запис) in the billing panel: `onRequest` — it is
     * closed on the owner's written request, a ticket from the account, once every service is
     * cancelled and no invoice is unpaid; the personal data are then deleted except what the law
     * obliges the provider to keep (accounting documents), as the privacy policy says. `byTerms` —
     * whether an account can be closed and what happens to its data is for the terms to say.
     */
    closure: 'onRequest' | ByTerms;
  };
}

export const policies = {
  payments: {
    invoiceClosesOn: 'fullAmount',
    balancePaysInvoices: 'byCustomer',
    unmatchedTransfer: 'byRequest',
    balanceTransfer: 'onRequest',
  },
  renewal: {
    automatic: 'none',
    addOns: 'ownDates',
    unpaidAddOn: 'sameTimeline',
  },
  cancellation: {
    unusedTime: 'byTerms',
    balanceRefund: 'byTerms',
    refundDestination: 'sameDetails',
    beforeActivation: 'toBalance',
    addOnsOfCancelledServer: 'cancelSeparately',
  },
  abuse: {
    firstStep: 'forwardAndWait',
    answerHours: 'byTerms',
    blockFirst: 'ongoingHarm',
  },
  backup: {
    service: 'storageOnly',
    storageProtocols: ['SFTP', 'rsync', 'BorgBackup'],
  },
  includes: {
    ipv6: 'included',
    dedicatedKvm: 'byTerms',
    panelLicence: 'addOn',
    hardwareReplacement: 'included',
    ddosProtection: 'included',
  },
  os: {
    vpsReinstall: 'customer',
    dedicatedReinstall: 'support',
    ipsAfterReinstall: 'kept',
    windowsVps: 'addOn',
    windowsDedicated: 'byTerms',
  },
  network: {
    extraIpv4Justification: 'required',
    outboundSmtp: 'byTerms',
    reverseDns: 'bySupport',
    serverAddresses: 'static',
  },
  ssl: {
    reissue: 'freeWhileValid',
  },
  support: {
    paidWork: 'agreedFirst',
  },
  dataCentres: {
    move: 'newServer',
  },
  plans: {
    change: 'byTerms',
  },
  account: {
    closure: 'byTerms',
  },
} as const satisfies ProviderPolicies;

export type Policies = ProviderPolicies;
