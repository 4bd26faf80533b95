/**
 * How the site words each provider policy, for whichever value `policies.ts` gives it.
 *
 * `<Policy rule="renewal.automatic" />` renders `policyStatement(...)`; `<PolicyCase rule=… is=…>`
 * renders its children only when `policyCase(...)` matches. The build of the alternative policies
 * (tests: scripts/check-policies.ts) reads `tellTales`: phrases that state a rule as one value, which
 * no page built with another value may contain, whether they come from here or from an article's
 * own words.
 *
 * Pure: takes the policies object, so Node checks and unit tests can pass either set.
 */
import {facts} from './facts';
import type {ProviderPolicies} from './policies';
import {daysUk} from './days';

/** Text, or a link the component renders with the site's Link. */
export type Segment = string | {href: string; text: string};

const terms: Segment = {href: facts.sites.terms, text: 'умови надання послуг'};
const pricing: Segment = {href: facts.sites.pricing, text: 'сторінці тарифів'};
const privacy: Segment = {href: facts.sites.privacy, text: 'політиці конфіденційності'};
const invoices = `«${facts.billingMenu.invoices}»`;
const {reminderDaysBefore, suspendAfterDays, deleteAfterDays} = facts.overdue;

interface RuleText {
  /** The rule's value as a string key: what `<PolicyCase is=…>` compares with. */
  read: (p: ProviderPolicies) => string;
  /** The values a `<PolicyCase>` may name; a rule without them has no cases. */
  cases?: readonly string[];
  /** For a rule that is a list: its members, which `<PolicyCase is=…>` tests one by one. */
  members?: (p: ProviderPolicies) => readonly string[];
  /** The rule stated for the value in `p`. */
  say: (p: ProviderPolicies) => Segment[];
  /** Per value: phrases that state the rule as that value (lower case, plain spaces). */
  tellTales: Readonly<Record<string, readonly string[]>>;
}

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} і ${items[items.length - 1]}`;
}

const rules = {
  'payments.invoiceClosesOn': {
    read: (p) => p.payments.invoiceClosesOn,
    cases: ['fullAmount', 'exactAmount'],
    say: (p) =>
      p.payments.invoiceClosesOn === 'fullAmount'
        ? [
            'Рахунок закривається, щойно на нього надходить уся сума. Якщо ви заплатили більше, рахунок закривається, а різниця зараховується на баланс; якщо менше — сума зараховується на баланс, а рахунок лишається відкритим, доки його не оплачено повністю.',
          ]
        : [
            'Рахунок закривається лише платежем на точну суму. Будь-яка інша сума, більша чи менша, зараховується на баланс, а рахунок лишається відкритим, доки його не оплачено з балансу.',
          ],
    tellTales: {
      fullAmount: ['різниця зараховується на баланс', 'переплата закриває рахунок', 'більша сума закриває рахунок'],
      exactAmount: ['лише платежем на точну суму', 'рахунок не закривається сам', 'не закриває рахунок автоматично'],
    },
  },
  'payments.balancePaysInvoices': {
    read: (p) => p.payments.balancePaysInvoices,
    cases: ['automatically', 'byCustomer'],
    say: (p) =>
      p.payments.balancePaysInvoices === 'automatically'
        ? [
            'Гроші на балансі самі оплачують відкритий рахунок — новий, щойно його виставлено, або той, що чекав, — коли їх вистачає на всю його суму.',
          ]
        : [
            `Гроші на балансі самі рахунків не оплачують: щоб оплатити рахунок з балансу, відкрийте його в розділі ${invoices} і виберіть оплату з балансу.`,
          ],
    tellTales: {
      automatically: [
        'баланс сам оплачує',
        'самі оплачують відкритий рахунок',
        'списуються з балансу автоматично',
        'автоматично спишуться з балансу',
      ],
      byCustomer: ['самі рахунків не оплачують', 'баланс не оплачує рахунки сам'],
    },
  },
  'payments.unmatchedTransfer': {
    read: (p) => p.payments.unmatchedTransfer,
    cases: ['byRequest'],
    say: () => [
      `Банківський переказ без номера рахунку в призначенні платежу або від іншого платника сам до рахунку не прив’язується: надішліть квитанцію чи платіжну інструкцію на ${facts.contacts.billing.email}, і фінансовий відділ зарахує його вручну.`,
    ],
    tellTales: {byRequest: []},
  },
  'payments.balanceTransfer': {
    read: (p) => p.payments.balanceTransfer,
    cases: ['onRequest', 'no'],
    say: (p) =>
      p.payments.balanceTransfer === 'onRequest'
        ? [
            'Гроші з балансу одного облікового запису на інший переносять співробітники провайдера на запит власника облікового запису; гроші, сплачені компанією чи ФОП, — лише з письмової згоди платника.',
          ]
        : [
            'Гроші з балансу на інший обліковий запис не переносяться: їх можна витратити лише на послуги того облікового запису, на який їх сплачено.',
          ],
    tellTales: {
      onRequest: ['переносять співробітники провайдера на запит власника'],
      no: ['на інший обліковий запис не переносяться'],
    },
  },
  'renewal.automatic': {
    read: (p) => p.renewal.automatic,
    cases: ['none', 'fromBalance'],
    say: (p) =>
      p.renewal.automatic === 'none'
        ? [
            `Автоматичного продовження немає: послугу продовжує оплата рахунку на продовження, який приходить за ${daysUk(reminderDaysBefore)} до кінця оплаченого періоду.`,
          ]
        : [
            `Послугу можна продовжувати автоматично: увімкніть у її налаштуваннях автоматичне продовження, і в день закінчення періоду вартість наступного спишеться з балансу, якщо на ньому досить грошей.`,
          ],
    tellTales: {
      none: ['автоматичного продовження немає', 'автоматично не продовжується', 'не продовжується автоматично'],
      fromBalance: [
        'увімкніть автоматичне продовження',
        'увімкніть у її налаштуваннях автоматичне продовження',
        'автоматичне продовження з балансу',
        'автопродовження',
      ],
    },
  },
  'renewal.addOns': {
    read: (p) => p.renewal.addOns,
    cases: ['withMainService', 'ownDates'],
    say: (p) =>
      p.renewal.addOns === 'withMainService'
        ? [
            'Додаткові послуги (IP-адреси, сховище резервних копій, ліцензії панелей, вторинний DNS) продовжуються разом з основною: їхня вартість входить у той самий рахунок на продовження, і строки збігаються.',
          ]
        : [
            'Кожна додаткова послуга (IP-адреса, сховище резервних копій, ліцензія панелі, вторинний DNS) має власний оплачений період і власний рахунок на продовження; її строк не обов’язково збігається зі строком сервера.',
          ],
    tellTales: {
      withMainService: [
        'продовжуються разом з основною',
        'продовжується разом із сервером',
        'продовжується разом з сервером',
        'входить у той самий рахунок на продовження',
      ],
      ownDates: ['власний оплачений період', 'власний рахунок на продовження'],
    },
  },
  'renewal.unpaidAddOn': {
    read: (p) => p.renewal.unpaidAddOn,
    cases: ['sameTimeline'],
    say: () => [
      `Неоплачена додаткова послуга проходить ті самі строки, що й сервер: через ${daysUk(suspendAfterDays)} після кінця оплаченого періоду її вимикають, через ${daysUk(deleteAfterDays)} — видаляють. Сервер, до якого вона належить, при цьому працює далі.`,
    ],
    tellTales: {sameTimeline: []},
  },
  'cancellation.unusedTime': {
    read: (p) => p.cancellation.unusedTime,
    cases: ['none', 'toBalance', 'byTerms'],
    say: (p) => {
      switch (p.cancellation.unusedTime) {
        case 'none':
          return [
            'Якщо скасувати послугу до кінця оплаченого періоду, гроші за невикористані дні не повертаються й на баланс не зараховуються.',
          ];
        case 'toBalance':
          return ['Якщо скасувати послугу до кінця оплаченого періоду, вартість невикористаних днів зараховується на баланс.'];
        default:
          return [
            'Чи повертається вартість невикористаних днів, якщо скасувати послугу до кінця оплаченого періоду, визначають ',
            terms,
            '.',
          ];
      }
    },
    tellTales: {
      none: ['за невикористані дні не повертаються', 'невикористаний час не повертається'],
      toBalance: ['вартість невикористаних днів зараховується на баланс', 'залишок за невикористані дні повертається на баланс'],
      byTerms: [],
    },
  },
  'cancellation.balanceRefund': {
    read: (p) => p.cancellation.balanceRefund,
    cases: ['onRequest', 'no', 'byTerms'],
    say: (p) => {
      switch (p.cancellation.balanceRefund) {
        case 'onRequest':
          return [`Залишок на балансі можна повернути: надішліть заяву на повернення на ${facts.contacts.billing.email}.`];
        case 'no':
          return ['Гроші з балансу не виплачуються: їх можна витратити лише на послуги.'];
        default:
          return ['Чи можна повернути залишок балансу і як, визначають ', terms, '.'];
      }
    },
    tellTales: {
      onRequest: ['залишок на балансі можна повернути'],
      no: ['гроші з балансу не виплачуються', 'кошти з балансу не повертаються'],
      byTerms: [],
    },
  },
  'cancellation.refundDestination': {
    read: (p) => p.cancellation.refundDestination,
    cases: ['sameDetails', 'byTerms'],
    say: (p) =>
      p.cancellation.refundDestination === 'sameDetails'
        ? ['Повернення надходить лише на ті самі реквізити, з яких прийшла оплата: на ту саму картку чи той самий банківський рахунок.']
        : ['Куди надходить повернення, визначають ', terms, '.'],
    tellTales: {sameDetails: ['на ті самі реквізити, з яких прийшла оплата'], byTerms: []},
  },
  'cancellation.beforeActivation': {
    read: (p) => p.cancellation.beforeActivation,
    cases: ['toBalance', 'byTerms'],
    say: (p) =>
      p.cancellation.beforeActivation === 'toBalance'
        ? ['Якщо скасувати оплачене замовлення до активації послуги, сплачені кошти зараховуються на баланс.']
        : ['Що буде з оплатою замовлення, скасованого до активації послуги, визначають ', terms, '.'],
    tellTales: {toBalance: ['сплачені кошти зараховуються на баланс', 'сплачені кошти зарахують на баланс'], byTerms: []},
  },
  'cancellation.addOnsOfCancelledServer': {
    read: (p) => p.cancellation.addOnsOfCancelledServer,
    cases: ['cancelSeparately', 'withServer'],
    say: (p) =>
      p.cancellation.addOnsOfCancelledServer === 'cancelSeparately'
        ? [
            'Додаткові IP-адреси звільняються разом із сервером, а інші додаткові послуги (сховище резервних копій, ліцензії панелей, вторинний DNS) разом із ним не скасовуються: скасуйте кожну окремо, інакше рахунки за них надходитимуть і далі.',
          ]
        : ['Додаткові послуги сервера (IP-адреси, сховище резервних копій, ліцензії панелей, вторинний DNS) припиняються разом із ним.'],
    tellTales: {
      cancelSeparately: ['разом із ним не скасовуються'],
      withServer: ['припиняються разом із ним', 'скасовуються разом із сервером'],
    },
  },
  'abuse.firstStep': {
    read: (p) => p.abuse.firstStep,
    cases: ['forwardAndWait'],
    say: () => [
      'Отримавши скаргу на ваш сервер, провайдер пересилає її на контактну адресу вашого облікового запису й чекає на відповідь; послуга тим часом працює.',
    ],
    tellTales: {forwardAndWait: []},
  },
  'abuse.answerHours': {
    read: (p) => (p.abuse.answerHours === 'byTerms' ? 'byTerms' : 'hours'),
    cases: ['hours', 'byTerms'],
    say: (p) =>
      p.abuse.answerHours === 'byTerms'
        ? ['Строк, за який треба відповісти на скаргу, визначають ', terms, '.']
        : [`На відповідь на скаргу є ${p.abuse.answerHours} год.`],
    tellTales: {hours: [], byTerms: []},
  },
  'abuse.blockFirst': {
    read: (p) => p.abuse.blockFirst,
    cases: ['ongoingHarm', 'never'],
    say: (p) =>
      p.abuse.blockFirst === 'ongoingHarm'
        ? [
            'Заблокувати IP-адресу чи сервер, не написавши спершу, провайдер може лише тоді, коли сервер просто зараз шкодить іншим: веде атаку, масово розсилає спам, поширює шкідливе програмне забезпечення чи фішинг. Тоді лист із причиною блокування приходить одразу.',
          ]
        : [
            'Через скаргу провайдер нічого не блокує, не написавши вам спершу: навіть коли з вашого сервера йде атака, спершу приходить лист.',
          ],
    tellTales: {
      ongoingHarm: [
        'не написавши спершу, провайдер може',
        'блокує без попередження',
        'блокують без попередження',
        'блокує одразу',
        'блокують одразу',
      ],
      never: ['нічого не блокує, не написавши'],
    },
  },
  'backup.service': {
    read: (p) => p.backup.service,
    cases: ['storageOnly', 'managed'],
    say: (p) =>
      p.backup.service === 'storageOnly'
        ? [
            'Послуга резервного копіювання — це місце на окремому сервері-сховищі й доступ до нього. Що копіювати й за яким розкладом, вирішуєте й налаштовуєте ви; провайдер на ваш сервер не заходить і копій за вас не робить.',
          ]
        : [
            'За послугою резервного копіювання провайдер сам робить копії вашого сервера за розкладом і зберігає їх на окремому сервері-сховищі.',
          ],
    tellTales: {
      storageOnly: ['копій за вас не робить', 'провайдер на ваш сервер не заходить'],
      managed: ['провайдер сам робить копії', 'провайдер робить резервні копії', 'копії робить провайдер'],
    },
  },
  'backup.storageProtocols': {
    read: (p) => p.backup.storageProtocols.join(','),
    cases: ['SFTP', 'SCP', 'rsync', 'BorgBackup', 'FTP', 'FTPS', 'SMB/CIFS', 'NFS', 'WebDAV'],
    members: (p) => p.backup.storageProtocols,
    say: (p) => [`Сховище приймає під’єднання через ${listJoin(p.backup.storageProtocols)}.`],
    tellTales: {},
  },
  'includes.ipv6': {
    read: (p) => p.includes.ipv6,
    cases: ['included', 'byPlan'],
    say: (p) =>
      p.includes.ipv6 === 'included'
        ? ['IPv6-адреси входять у ціну сервера: окремо їх не оплачують.']
        : ['Чи входять IPv6-адреси в ціну сервера, сказано в описі тарифу на ', pricing, '.'],
    tellTales: {
      included: ['ipv6-адреси входять у ціну', 'ipv6 безкоштовно', 'ipv6 надається безкоштовно'],
      byPlan: ['чи входять ipv6-адреси в ціну'],
    },
  },
  'includes.dedicatedKvm': {
    read: (p) => p.includes.dedicatedKvm,
    cases: ['included', 'addOn', 'byTerms'],
    say: (p) => {
      switch (p.includes.dedicatedKvm) {
        case 'included':
          return ['Віддалена консоль (KVM over IP, IPMI) виділеного сервера входить у його ціну.'];
        case 'addOn':
          return ['Віддалена консоль (KVM over IP, IPMI) виділеного сервера — платна додаткова послуга.'];
        default:
          return [
            'Чи входить віддалена консоль (KVM over IP, IPMI) у ціну виділеного сервера, визначають ',
            terms,
            '; ціни — на ',
            pricing,
            '.',
          ];
      }
    },
    tellTales: {
      included: ['kvm входить у ціну', 'консоль (kvm over ip, ipmi) виділеного сервера входить у його ціну'],
      addOn: ['kvm — платна', 'консоль (kvm over ip, ipmi) виділеного сервера — платна'],
      byTerms: [],
    },
  },
  'includes.panelLicence': {
    read: (p) => p.includes.panelLicence,
    cases: ['included', 'addOn'],
    say: (p) =>
      p.includes.panelLicence === 'included'
        ? ['Ліцензія панелі керування входить у ціну сервера.']
        : ['Ліцензію панелі керування оплачують окремо від сервера, як додаткову послугу; ціни — на ', pricing, '.'],
    tellTales: {
      included: ['ліцензія панелі керування входить у ціну'],
      addOn: ['ліцензію панелі керування оплачують окремо'],
    },
  },
  'includes.hardwareReplacement': {
    read: (p) => p.includes.hardwareReplacement,
    cases: ['included', 'byTerms'],
    say: (p) =>
      p.includes.hardwareReplacement === 'included'
        ? ['Несправну деталь виділеного сервера (диск, модуль пам’яті, блок живлення) провайдер замінює за свій рахунок.']
        : ['Хто платить за заміну несправної деталі виділеного сервера, визначають ', terms, '.'],
    tellTales: {included: ['замінює за свій рахунок', 'заміна безкоштовна'], byTerms: []},
  },
  'includes.ddosProtection': {
    read: (p) => p.includes.ddosProtection,
    cases: ['included', 'byPlan'],
    say: (p) =>
      p.includes.ddosProtection === 'included'
        ? ['Базовий захист від DDoS-атак входить у ціну кожного сервера, без доплати.']
        : ['Чи входить захист від DDoS-атак у ціну сервера, сказано в описі тарифу на ', pricing, '.'],
    tellTales: {
      included: ['базовий захист від ddos-атак входить у ціну', 'без додаткової плати'],
      byPlan: ['чи входить захист від ddos-атак у ціну'],
    },
  },
  'support.paidWork': {
    read: (p) => p.support.paidWork,
    cases: ['agreedFirst'],
    say: () => ['Платні роботи адміністраторів починають лише тоді, коли їхню вартість погоджено з вами.'],
    tellTales: {agreedFirst: []},
  },
  'os.vpsReinstall': {
    read: (p) => p.os.vpsReinstall,
    cases: ['customer', 'support'],
    say: (p) =>
      p.os.vpsReinstall === 'customer'
        ? ['Систему на віртуальному сервері ви перевстановлюєте самі, у панелі керування сервером, без звернення до підтримки.']
        : ['Систему на віртуальному сервері перевстановлює служба підтримки: створіть звернення й укажіть потрібну систему.'],
    tellTales: {
      customer: ['на віртуальному сервері ви перевстановлюєте самі'],
      support: ['на віртуальному сервері перевстановлює служба підтримки'],
    },
  },
  'os.dedicatedReinstall': {
    read: (p) => p.os.dedicatedReinstall,
    cases: ['customer', 'support'],
    say: (p) =>
      p.os.dedicatedReinstall === 'customer'
        ? ['Систему на виділеному сервері ви перевстановлюєте самі, у панелі керування сервером.']
        : [
            'Систему на виділеному сервері перевстановлює служба підтримки: створіть звернення й укажіть потрібну систему та розбивку дисків.',
          ],
    tellTales: {
      customer: ['на виділеному сервері ви перевстановлюєте самі'],
      support: ['на виділеному сервері перевстановлює служба підтримки'],
    },
  },
  'os.windowsVps': {
    read: (p) => p.os.windowsVps,
    cases: ['addOn', 'included'],
    say: (p) =>
      p.os.windowsVps === 'addOn'
        ? [
            'Ліцензія Windows Server для віртуального сервера — щомісячна платна послуга, яку замовляють разом із сервером; ціна — на ',
            pricing,
            '.',
          ]
        : ['Ліцензія Windows Server входить у ціну тарифів віртуальних серверів з Windows.'],
    tellTales: {
      addOn: ['ліцензія windows server для віртуального сервера — щомісячна платна'],
      included: ['ліцензія windows server входить у ціну', 'ліцензія windows входить у вартість'],
    },
  },
  'os.ipsAfterReinstall': {
    read: (p) => p.os.ipsAfterReinstall,
    cases: ['kept', 'mayChange'],
    say: (p) =>
      p.os.ipsAfterReinstall === 'kept'
        ? ['Перевстановлення системи IP-адрес сервера не змінює.']
        : ['Після перевстановлення системи сервер може отримати інші IP-адреси: перевірте їх в особистому кабінеті й оновіть записи DNS.'],
    tellTales: {
      kept: ['ip-адрес сервера не змінює', 'ip-адреси не змінюються', 'адреси зберігаються'],
      mayChange: ['може отримати інші ip-адреси'],
    },
  },
  'os.windowsDedicated': {
    read: (p) => p.os.windowsDedicated,
    cases: ['addOn', 'ownLicence', 'byTerms'],
    say: (p) => {
      switch (p.os.windowsDedicated) {
        case 'addOn':
          return ['Ліцензію Windows Server для виділеного сервера замовляють у провайдера як щомісячну платну послугу.'];
        case 'ownLicence':
          return ['На виділений сервер Windows Server встановлюють з вашою власною ліцензією.'];
        default:
          return [
            'Як ліцензується Windows Server на виділеному сервері — щомісячною послугою провайдера чи вашою власною ліцензією, — визначають ',
            terms,
            '.',
          ];
      }
    },
    tellTales: {
      addOn: ['для виділеного сервера замовляють у провайдера як щомісячну'],
      ownLicence: ['з вашою власною ліцензією'],
      byTerms: [],
    },
  },
  'network.extraIpv4Justification': {
    read: (p) => p.network.extraIpv4Justification,
    cases: ['required', 'notRequired'],
    say: (p) =>
      p.network.extraIpv4Justification === 'required'
        ? ['Додаткові IPv4-адреси видають з обґрунтуванням: у замовленні коротко напишіть, для чого потрібна кожна адреса.']
        : ['Додаткові IPv4-адреси можна замовити без обґрунтування.'],
    tellTales: {
      required: ['видають з обґрунтуванням', 'потрібне обґрунтування', 'потрібно обґрунтувати', 'перевіряє обґрунтування'],
      notRequired: ['без обґрунтування'],
    },
  },
  'network.outboundSmtp': {
    read: (p) => p.network.outboundSmtp,
    cases: ['open', 'onRequest', 'byTerms'],
    say: (p) => {
      switch (p.network.outboundSmtp) {
        case 'open':
          return ['Вихідний порт 25 (SMTP) на серверах відкритий: пошту можна надсилати напряму на інші поштові сервери.'];
        case 'onRequest':
          return [
            'Вихідний порт 25 (SMTP) на нових серверах закритий; щоб надсилати пошту напряму на інші поштові сервери, попросіть службу підтримки відкрити його.',
          ];
        default:
          return ['Чи відкритий на сервері вихідний порт 25 (SMTP) і як його відкрити, визначають ', terms, '.'];
      }
    },
    tellTales: {
      open: ['вихідний порт 25 (smtp) на серверах відкритий'],
      onRequest: ['порт 25 (smtp) на нових серверах закритий', 'попросіть службу підтримки відкрити порт 25'],
      byTerms: [],
    },
  },
  'network.reverseDns': {
    read: (p) => p.network.reverseDns,
    cases: ['bySupport', 'inPanel', 'byTerms'],
    say: (p) => {
      switch (p.network.reverseDns) {
        case 'bySupport':
          return [
            'PTR-запис для IP-адрес провайдера встановлює служба підтримки: створіть звернення, у якому вкажіть IP-адресу й ім’я, на яке запис має вказувати.',
          ];
        case 'inPanel':
          return ['PTR-запис для IP-адрес провайдера ви встановлюєте самі в особистому кабінеті, у даних IP-адреси сервера.'];
        default:
          return ['Як встановити PTR-запис для IP-адрес провайдера, визначають ', terms, '.'];
      }
    },
    tellTales: {
      bySupport: [
        'ptr змінює служба підтримки',
        'ptr-запис встановлює служба підтримки',
        'попросіть службу підтримки налаштувати зворотний запис',
        'попросіть службу підтримки прописати ptr',
      ],
      inPanel: ['ptr-запис для ip-адрес провайдера ви встановлюєте самі'],
      byTerms: [],
    },
  },
  'network.serverAddresses': {
    read: (p) => p.network.serverAddresses,
    cases: ['static', 'byTerms'],
    say: (p) =>
      p.network.serverAddresses === 'static'
        ? [
            'IP-адреси сервера статичні: вони закріплені за ним, поки діє послуга, і не змінюються після перезавантаження чи вимкнення сервера, навіть якщо система отримує їх через DHCP.',
          ]
        : ['Чи лишаються IP-адреси сервера тими самими, поки діє послуга, визначають ', terms, '.'],
    tellTales: {
      static: [
        'не змінюються після перезавантаження',
        'не змінюється після перезавантаження',
        'закріплена за сервером',
        'закріплені за ним',
      ],
      byTerms: [],
    },
  },
  'ssl.reissue': {
    read: (p) => p.ssl.reissue,
    cases: ['freeWhileValid', 'byTerms'],
    say: (p) =>
      p.ssl.reissue === 'freeWhileValid'
        ? [
            'Куплений сертифікат перевипускають безкоштовно протягом усього оплаченого строку послуги, зокрема коли закінчується дія виданого сертифіката або потрібен новий ключ, бо старий загублено.',
          ]
        : ['Чи платний перевипуск купленого сертифіката, визначають ', terms, '.'],
    tellTales: {freeWhileValid: ['перевипускають безкоштовно', 'перевипуск безкоштовний'], byTerms: []},
  },
  'dataCentres.move': {
    read: (p) => p.dataCentres.move,
    cases: ['newServer', 'byRequest'],
    say: (p) =>
      p.dataCentres.move === 'newServer'
        ? ['Перенести сервер в інший дата-центр не можна: замовте сервер у потрібному дата-центрі й перенесіть на нього дані.']
        : ['Сервер можна перенести в інший дата-центр на запит: створіть звернення; строки й вартість визначають ', terms, '.'],
    tellTales: {
      newServer: ['в інший дата-центр не можна'],
      byRequest: ['в інший дата-центр на запит'],
    },
  },
  'plans.change': {
    read: (p) => p.plans.change,
    cases: ['vpsUpInAccount', 'byTerms'],
    say: (p) =>
      p.plans.change === 'vpsUpInAccount'
        ? [
            'Тариф VPS можна змінити на більший в особистому кабінеті без переїзду: дані й IP-адреси лишаються, а сервер перезавантажується. На тариф із меншим диском так не перейти, а конфігурацію виділеного сервера зміною тарифу не міняють: для цього замовляють новий сервер і переносять на нього дані.',
          ]
        : [
            'Чи можна змінити тариф сервера, що вже працює, без переїзду на інший сервер, у який бік і чи лишаються при цьому дані та IP-адреси, визначають ',
            terms,
            '; якщо там про це не сказано, запитайте службу підтримки до зміни.',
          ],
    tellTales: {
      vpsUpInAccount: ['тариф vps можна змінити', 'на більший тариф без переїзду', 'на більший в особистому кабінеті'],
      byTerms: [],
    },
  },
  'account.closure': {
    read: (p) => p.account.closure,
    cases: ['onRequest', 'byTerms'],
    say: (p) =>
      p.account.closure === 'onRequest'
        ? [
            'Обліковий запис закривають на ваш письмовий запит — звернення, створене з цього облікового запису, — коли всі послуги скасовано й жодного неоплаченого рахунку не лишилося. Після закриття ваші персональні дані видаляють, крім тих, які провайдер зобов’язаний зберігати за законом (бухгалтерських документів), як сказано в ',
            privacy,
            '.',
          ]
        : [
            'Чи можна закрити обліковий запис, як це зробити і що після цього буде з вашими даними, визначають ',
            terms,
            '; якщо там про це не сказано, запитайте службу підтримки у зверненні.',
          ],
    tellTales: {
      onRequest: [
        'обліковий запис закривають на ваш письмовий запит',
        'обліковий запис закривають на запит',
        'після закриття ваші персональні дані видаляють',
      ],
      byTerms: [],
    },
  },
} as const satisfies Record<string, RuleText>;

export type PolicyRule = keyof typeof rules;

export const POLICY_RULES = Object.keys(rules) as PolicyRule[];

export function isPolicyRule(name: string): name is PolicyRule {
  return Object.hasOwn(rules, name);
}

/** The values `<PolicyCase rule=… is=…>` may name for a rule. */
export function policyCases(rule: PolicyRule): readonly string[] {
  const r: RuleText = rules[rule];
  return r.cases ?? [];
}

/** The rule's value in `p`, as `<PolicyCase is=…>` names it. */
export function policyValue(rule: PolicyRule, p: ProviderPolicies): string {
  return rules[rule].read(p);
}

/**
 * Whether a `<PolicyCase is=…>` holds. `is` may name several values separated by `|`
 * (`is="none|byTerms"`: either), values joined by `&` must all hold, and a value after `!` holds when
 * the rule is not that value. For a list rule a value holds when the list has it (`is="SFTP"`,
 * `is="!SFTP&!rsync"`: neither).
 */
export function policyCase(rule: PolicyRule, is: string, p: ProviderPolicies): boolean {
  const r: RuleText = rules[rule];
  const has = (v: string) => (r.members ? r.members(p).includes(v) : r.read(p) === v);
  const holds = (token: string) => (token.startsWith('!') ? !has(token.slice(1)) : has(token));
  return is.split('|').some((group) => group.split('&').every(holds));
}

export function policyStatement(rule: PolicyRule, p: ProviderPolicies): Segment[] {
  return rules[rule].say(p);
}

/** The statement as plain text, the way a reader sees it. */
export function policyPlainText(rule: PolicyRule, p: ProviderPolicies): string {
  return policyStatement(rule, p)
    .map((s) => (typeof s === 'string' ? s : s.text))
    .join('');
}

/**
 * Phrases no page built with `p` may contain: those that state each rule as a value other than
 * the one `p` gives it.
 */
export function contradictingPhrases(p: ProviderPolicies): {rule: PolicyRule; value: string; phrase: string}[] {
  const out: {rule: PolicyRule; value: string; phrase: string}[] = [];
  for (const rule of POLICY_RULES) {
    const current = policyValue(rule, p);
    const tellTales: Readonly<Record<string, readonly string[]>> = rules[rule].tellTales;
    for (const [value, phrases] of Object.entries(tellTales)) {
      if (value === current) continue;
      for (const phrase of phrases) out.push({rule, value, phrase});
    }
  }
  return out;
}

/** Text as the phrase check compares it: lower case, one plain space, one apostrophe. */
export function normaliseForPhrases(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .replace(/['ʼ`]/g, '’');
}

/** Every tell-tale phrase of every value: none may appear in an article's own words. */
export function allTellTales(): {rule: PolicyRule; value: string; phrase: string}[] {
  return POLICY_RULES.flatMap((rule) => {
    const tellTales: Readonly<Record<string, readonly string[]>> = rules[rule].tellTales;
    return Object.entries(tellTales).flatMap(([value, phrases]) => phrases.map((phrase) => ({rule, value, phrase})));
  });
}
