/**
 * Every fact about the provider that the site shows lives here, and only here.
 *
 * The values below are neutral defaults: reserved example domains and names that are obviously not
 * a real company. A provider adopting the site edits this one file and every page follows. Where a
 * policy has no honest default (prices, SLA percentages, port speeds) the field is left undefined
 * and the articles explain the general rule and where the exact terms live.
 */

export interface Contact {
  /** What the reader writes about through this channel. */
  purpose: string;
  email: string;
}

export interface TeamHours {
  /** The team as a reader would name it. */
  team: string;
  /** Human-readable schedule, in Ukrainian. */
  schedule: string;
  /** What the team handles, one phrase. */
  handles: string;
}

export interface PaymentMethod {
  name: string;
  /** When the money reaches the balance, in words a customer understands. */
  crediting: string;
}

export interface ControlPanel {
  name: string;
  vendorSite: string;
  /** How the panel is opened on a server, with <ip> standing for the server's address. */
  address: string;
  /** Systems the provider installs the panel on. */
  supportedOs: readonly string[];
}

export interface PlanLine {
  /** The code as it appears in plan and page names. */
  code: string;
  name: string;
  description: string;
  /** Still sold to new customers, or only kept for existing ones. */
  current: boolean;
}

export interface DataCentre {
  name: string;
  location: string;
}

export interface ProviderFacts {
  /** Brand name as customers see it. */
  name: string;
  legalName: string;
  /** Short name of the help centre itself. */
  helpCentreName: string;
  sites: {
    main: string;
    billing: string;
    pricing: string;
    terms: string;
    acceptableUse: string;
    sla: string;
    privacy: string;
    status: string;
    speedTest: string;
  };
  contacts: {
    support: Contact;
    billing: Contact;
    sales: Contact;
    abuse: Contact;
    /** Phone is optional: many providers take requests only in writing. */
    phone?: string;
  };
  hours: {
    support: TeamHours;
    customerCare: TeamHours;
    finance: TeamHours;
    timezone: string;
  };
  /** Menu items of the billing panel, so that articles name screens exactly as the panel does. */
  billingMenu: {
    services: string;
    order: string;
    cart: string;
    invoices: string;
    balance: string;
    payments: string;
    tickets: string;
    profile: string;
    contacts: string;
    documents: string;
    security: string;
  };
  payment: {
    individual: readonly PaymentMethod[];
    legalUa: readonly PaymentMethod[];
    legalOther: readonly PaymentMethod[];
    currency: string;
  };
  activation: {
    vps: string;
    dedicated: string;
    additionalIp: string;
  };
  /** What happens to a service that is not renewed, counted in days after the paid period ends. */
  overdue: {
    reminderDaysBefore: number;
    suspendAfterDays: number;
    deleteAfterDays: number;
  };
  /** Figures left undefined have no honest default; pages then point to the terms. */
  sla: {
    uptimePercent?: number;
  };
  network: {
    dedicatedPortSpeed?: string;
    vpsPortSpeed?: string;
    includedIpv4: number;
  };
  nameservers: readonly string[];
  secondaryDns: string;
  backupStorageHost: string;
  panels: {
    fastpanel: ControlPanel;
    ispmanager: ControlPanel;
  };
  operatingSystems: {
    linux: readonly string[];
    windows: readonly string[];
  };
  planLines: {
    fps: PlanLine;
    ml: PlanLine;
    ovz: PlanLine;
    evo: PlanLine;
    evossd: PlanLine;
  };
  dataCentres: readonly DataCentre[];
  announcement: {
    /** Change the id to show a dismissed announcement again. */
    id: string;
    text: string;
  };
}

export const facts = {
  name: 'Example Hosting',
  legalName: 'ТОВ «Приклад Хостинг»',
  helpCentreName: 'Довідковий центр Example Hosting',
  sites: {
    main: 'https://example.com',
    billing: 'https://my.example.com',
    pricing: 'https://example.com/pricing',
    terms: 'https://example.com/legal/terms',
    acceptableUse: 'https://example.com/legal/acceptable-use',
    sla: 'https://example.com/legal/sla',
    privacy: 'https://example.com/legal/privacy',
    status: 'https://status.example.net',
    speedTest: 'https://speedtest.example.net',
  },
  contacts: {
    support: {purpose: 'технічні питання щодо серверів і послуг', email: 'support@example.com'},
    billing: {purpose: 'оплата, рахунки, документи', email: 'billing@example.com'},
    sales: {purpose: 'вибір і замовлення послуг', email: 'sales@example.com'},
    abuse: {purpose: 'скарги на порушення з адрес провайдера', email: 'abuse@example.com'},
  },
  hours: {
    support: {
      team: 'Технічна підтримка',
      schedule: 'цілодобово, без вихідних',
      handles: 'доступ до серверів, мережа, обладнання, операційні системи',
    },
    customerCare: {
      team: 'Відділ обслуговування клієнтів',
      schedule: 'щодня з 09:00 до 21:00',
      handles: 'замовлення, продовження, зміна тарифу, загальні питання',
    },
    finance: {
      team: 'Фінансовий відділ',
      schedule: 'з понеділка по п’ятницю з 09:00 до 18:00, крім державних свят',
      handles: 'банківські платежі, повернення коштів, закривальні документи',
    },
    timezone: 'за київським часом',
  },
  billingMenu: {
    services: 'Послуги',
    order: 'Замовити',
    cart: 'Кошик',
    invoices: 'Рахунки',
    balance: 'Баланс',
    payments: 'Платежі',
    tickets: 'Звернення',
    profile: 'Профіль',
    contacts: 'Контакти',
    documents: 'Документи',
    security: 'Безпека',
  },
  payment: {
    individual: [
      {name: 'банківська картка Visa або Mastercard', crediting: 'одразу після підтвердження платежу банком'},
      {name: 'Apple Pay і Google Pay', crediting: 'одразу після підтвердження платежу банком'},
      {
        name: 'переказ за реквізитами (IBAN)',
        crediting: 'коли переказ надійде на рахунок провайдера, зазвичай протягом одного–двох банківських днів',
      },
    ],
    legalUa: [
      {
        name: 'безготівковий переказ за рахунком у гривнях',
        crediting: 'коли переказ надійде на рахунок провайдера, зазвичай протягом одного–двох банківських днів',
      },
      {name: 'корпоративна банківська картка', crediting: 'одразу після підтвердження платежу банком'},
    ],
    legalOther: [
      {
        name: 'міжнародний банківський переказ (SWIFT) за рахунком',
        crediting: 'коли переказ надійде на рахунок провайдера, зазвичай протягом трьох–п’яти банківських днів',
      },
      {name: 'корпоративна банківська картка', crediting: 'одразу після підтвердження платежу банком'},
    ],
    currency: 'гривня (UAH)',
  },
  activation: {
    vps: 'автоматично, зазвичай за кілька хвилин після зарахування оплати',
    dedicated: 'після складання й перевірки сервера; орієнтовний строк указано на сторінці тарифу',
    additionalIp: 'після зарахування оплати, щойно технічна підтримка налаштує адресу для вашого сервера',
  },
  overdue: {
    reminderDaysBefore: 7,
    suspendAfterDays: 3,
    deleteAfterDays: 14,
  },
  sla: {},
  network: {
    includedIpv4: 1,
  },
  nameservers: ['ns1.example.net', 'ns2.example.net'],
  secondaryDns: 'ns3.example.net',
  backupStorageHost: 'backup.example.net',
  panels: {
    fastpanel: {
      name: 'FASTPANEL',
      vendorSite: 'https://fastpanel.direct',
      address: 'https://<ip>:8888',
      supportedOs: ['Debian 12', 'Debian 13', 'Ubuntu 22.04 LTS', 'Ubuntu 24.04 LTS', 'AlmaLinux 9', 'Rocky Linux 9'],
    },
    ispmanager: {
      name: 'ispmanager',
      vendorSite: 'https://www.ispmanager.com',
      address: 'https://<ip>:1500/ispmgr',
      supportedOs: ['Debian 12', 'Ubuntu 22.04 LTS', 'Ubuntu 24.04 LTS', 'AlmaLinux 9', 'Rocky Linux 9'],
    },
  },
  operatingSystems: {
    linux: [
      'Debian 13',
      'Debian 12',
      'Ubuntu 24.04 LTS',
      'Ubuntu 22.04 LTS',
      'AlmaLinux 10',
      'AlmaLinux 9',
      'Rocky Linux 10',
      'Rocky Linux 9',
    ],
    windows: ['Windows Server 2025', 'Windows Server 2022'],
  },
  planLines: {
    fps: {code: 'fps', name: 'FPS', description: 'віртуальні сервери попереднього покоління на спільних дисках', current: false},
    ml: {code: 'ml', name: 'ML', description: 'віртуальні сервери попереднього покоління з більшим обсягом пам’яті', current: false},
    ovz: {code: 'ovz', name: 'OVZ', description: 'контейнерні віртуальні сервери на OpenVZ', current: false},
    evo: {code: 'evo', name: 'EVO', description: 'віртуальні сервери на KVM з дисками HDD', current: true},
    evossd: {code: 'evossd', name: 'EVO SSD', description: 'віртуальні сервери на KVM з дисками SSD', current: true},
  },
  dataCentres: [
    {name: 'Дата-центр A', location: 'Україна'},
    {name: 'Дата-центр B', location: 'Європейський Союз'},
  ],
  announcement: {
    id: 'welcome-2026',
    text: 'Це довідковий центр: відповіді на питання про сервери, оплату та обліковий запис.',
  },
} as const satisfies ProviderFacts;

export type Facts = typeof facts;
