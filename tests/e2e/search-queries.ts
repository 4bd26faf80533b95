/**
 * Questions as customers type them, each with the page that must be among the first three
 * results as the dialog shows them. Inflected forms, typos, wrong keyboard layout, transliteration and English terms.
 */
export interface SearchCase {
  query: string;
  expected: string;
  /** Other pages that answer the query as well (a bare word has more than one good answer). */
  also?: readonly string[];
  /** What the case checks, for the test title. */
  kind: 'словоформа' | 'одрук' | 'розкладка' | 'англійський термін' | 'синонім' | 'питання';
}

export const SEARCH_CASES: readonly SearchCase[] = [
  {query: 'як підключитися до сервера по ssh', expected: '/working-with-server/tech-questions/ssh-connect', kind: 'питання'},
  {query: 'іір', expected: '/working-with-server/tech-questions/ssh-connect', kind: 'розкладка'},
  {query: 'тпштч', expected: '/glossary/nginx', kind: 'розкладка'},
  {query: 'кфшв', expected: '/order/hdd/raid', kind: 'розкладка'},
  {
    query: 'gfhjkm dsl cthdthf',
    expected: '/working-with-server/tech-questions/reset-password',
    also: ['/working-with-server/credentials/forgot'],
    kind: 'розкладка',
  },
  {
    query: 'ljcnegb lj cthdthf',
    expected: '/working-with-server/credentials/',
    also: ['/additional-services/kvm', '/order/additional-services/kvm'],
    kind: 'розкладка',
  },
  {query: 'забули пароль від сервера', expected: '/working-with-server/credentials/forgot', kind: 'питання'},
  {query: 'як змінити пароль рута', expected: '/working-with-server/credentials/root-passwd', kind: 'словоформа'},
  {query: 'паролі адміністратора windows', expected: '/working-with-server/credentials/windows-chpass', kind: 'словоформа'},
  {query: 'налаштуйте ipv6', expected: '/order/additional-ip/ipv6', kind: 'словоформа'},
  {query: 'налаштування локальної мережі між серверами', expected: '/working-with-server/lan/howto', kind: 'словоформа'},
  {query: 'замовити додаткову айпі', expected: '/order/additional-ip/how-to-order', kind: 'синонім'},
  {query: 'дедик чи впс', expected: '/services/vps-vs-dedic', kind: 'синонім'},
  {query: 'чим vps відрізняється від vds', expected: '/working-with-server/tech-questions/vps/vps-vs-vds', kind: 'англійський термін'},
  {query: 'перевстановити систему на впс', expected: '/working-with-server/tech-questions/vps/os-reinstall', kind: 'синонім'},
  {query: 'перезавантажити віртуальний сервер', expected: '/working-with-server/tech-questions/vps/reboot', kind: 'словоформа'},
  {query: 'закінчилося місце на диску', expected: '/working-with-server/tech-questions/no-space-left', kind: 'питання'},
  {query: 'no space left on device', expected: '/working-with-server/tech-questions/no-space-left', kind: 'англійський термін'},
  {query: 'додати swap', expected: '/working-with-server/tech-questions/vps/swap', kind: 'англійський термін'},
  {query: 'файл підкачки', expected: '/working-with-server/tech-questions/vps/swap', kind: 'синонім'},
  {query: 'crontab', expected: '/working-with-server/tech-questions/crontab', kind: 'англійський термін'},
  {query: 'змінити часовий пояс', expected: '/working-with-server/tech-questions/timezone', kind: 'питання'},
  {query: 'ддос атака на сервер', expected: '/working-with-server/tech-questions/ddos/', kind: 'синонім'},
  {query: 'встановити докер', expected: '/apps/docker', kind: 'синонім'},
  {query: 'nextcloud', expected: '/apps/nextcloud', kind: 'англійський термін'},
  {query: 'wireguard впн', expected: '/apps/wireguard', kind: 'англійський термін'},
  {query: 'менеджер паролів vaultwarden', expected: '/apps/vaultwarden', kind: 'англійський термін'},
  {query: 'що таке raid', expected: '/glossary/raid', kind: 'англійський термін'},
  {query: 'який рейд обрати', expected: '/order/hdd/raid', kind: 'синонім'},
  {query: 'диск зламався', expected: '/order/hdd/what-if-broken', kind: 'питання'},
  {query: 'різниця hdd ssd nvme', expected: '/order/hdd/difference', kind: 'англійський термін'},
  {query: "оперативна пам'ять", expected: '/additional-services/ram', kind: 'словоформа'},
  {query: 'ssl сертифікат', expected: '/services/ssl/what-is', kind: 'англійський термін'},
  {query: 'поповнити баланс', expected: '/payment/balance/how-to-pay', kind: 'питання'},
  {query: 'не проходить оплата карткою', expected: '/payment/active/error', kind: 'питання'},
  {query: 'оплатили а гроші не зарахувались', expected: '/payment/new/hidden-payment', kind: 'словоформа'},
  {query: 'повернення коштів', expected: '/payment/refund', kind: 'питання'},
  {query: 'продовжити сервер', expected: '/payment/active/prolong', kind: 'питання'},
  {query: 'коли працює техпідтримка', expected: '/payment/schedule/support', kind: 'питання'},
  {query: 'фастпанель пароль скинути', expected: '/order/panels/fastpanel/reset-password', kind: 'синонім'},
  {query: 'ispmanager вхід', expected: '/order/panels/ispmanager/access', kind: 'англійський термін'},
  {query: 'вторинний днс', expected: '/order/dns/what-for', kind: 'синонім'},
  {query: 'ptr запис', expected: '/glossary/ptr', kind: 'англійський термін'},
  {query: 'майнинг криптовалюти', expected: '/prepurchase/forbidden-software/mining', kind: 'одрук'},
  {query: 'торенти на сервері', expected: '/prepurchase/forbidden-software/torrent', kind: 'словоформа'},
  {query: 'швидкість мережі', expected: '/prepurchase/network-speed/', kind: 'питання'},
  {query: 'трафік на виділеному сервері', expected: '/prepurchase/traffic-restrictions/dedic', kind: 'словоформа'},
  {query: 'де розташовані дата-центри', expected: '/prepurchase/physical-location', kind: 'питання'},
  {query: 'перенести сайт з хостингу на сервер', expected: '/working-with-server/migrations/auto-whs', kind: 'питання'},
  {query: 'скарга abuse', expected: '/working-with-server/abuse-processing', kind: 'англійський термін'},
  {query: 'консоль kvm', expected: '/order/additional-services/kvm', kind: 'англійський термін'},
  {query: 'rescue режим', expected: '/working-with-server/tech-questions/dedic/rescue', kind: 'англійський термін'},
  {query: 'імпортувати великий дамп mysql', expected: '/working-with-server/tech-questions/mysql/import-big-dump', kind: 'словоформа'},
  {query: 'nginx', expected: '/glossary/nginx', kind: 'англійський термін'},
  {query: 'налаштуваня крону', expected: '/working-with-server/tech-questions/crontab', kind: 'одрук'},
  {
    query: 'сертефікат',
    expected: '/services/ssl/what-is',
    also: ['/services/ssl/positivessl', '/services/ssl/positivessl-multidomain', '/services/ssl/wildcard-several-servers'],
    kind: 'одрук',
  },
  {query: 'віртуальна машина мак адреса', expected: '/order/additional-ip/mac', kind: 'словоформа'},
  {query: 'скасувати замовлення', expected: '/service-cancellation/cancel-before-activation', kind: 'питання'},
];

/**
 * Symptoms as a customer types them at 2 a.m.: the troubleshooting guide for each must be the very
 * first result, since the reader came with the symptom, not with the name of a service.
 */
export const SYMPTOM_CASES: readonly {query: string; expected: string}[] = [
  {query: 'не працює сайт', expected: '/troubleshooting/site-down'},
  {query: 'сервер не відповідає', expected: '/troubleshooting/server-unreachable'},
  {query: 'листи потрапляють у спам', expected: '/troubleshooting/mail-delivery'},
  {query: 'сервер повільно працює', expected: '/troubleshooting/server-slow'},
  {query: 'помилка сертифіката', expected: '/troubleshooting/certificate-error'},
];

/** A question the help centre has no answer to: the empty state must show. */
export const NO_ANSWER_QUERY = 'рецепт борщу з пампушками';
