/**
 * What the marked blocks need before them and what must hold after them, by page route and by the
 * id= of the block's fence meta; and the test value of every placeholder. See README.md.
 */
import type {PageSpec} from './plan';

/** Packages of the cached test root, beside those the marked steps install themselves. */
export const BASE_PACKAGES: readonly string[] = [
  // services and the programs that validate their configuration
  'nginx', 'openssh-server', 'openssh-client', 'mariadb-server', 'mariadb-client', 'php8.2-fpm', 'php8.2-cli',
  'cron', 'sudo', 'vsftpd', 'bind9', 'bind9-dnsutils', 'systemd', 'systemd-timesyncd', 'logrotate', 'netplan.io',
  // firewalls, network tools
  'ufw', 'iptables', 'nftables', 'iproute2', 'wireguard-tools', 'qrencode', 'iperf3', 'ethtool', 'mtr-tiny', 'wakeonlan', 'curl', 'wget', 'ca-certificates', 'gnupg',
  // backups, archives, disks
  'rsync', 'restic', 'borgbackup', 'tar', 'gzip', 'xz-utils', 'zstd', 'pv', 'fdisk', 'gdisk', 'parted', 'e2fsprogs', 'util-linux', 'ncdu', 'lsof',
  // the rest the articles install or use
  'tzdata', 'openssl', 'ssl-cert', 'procps', 'python3', 'git', 'tmux', 'smartmontools', 'dmidecode', 'memtester', 'lshw', 'nvme-cli',
  'vnstat', 'mysqltuner', 'unattended-upgrades',
];

/** Test values of the placeholders (<domain> → example.com). Other servers are this root's loopback. */
export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  domain: 'example.com',
  subdomain: 'shop.example.com',
  ip: '127.0.0.1',
  new_ip: '127.0.0.1',
  'new-ip': '127.0.0.1',
  vps_ip: '127.0.0.1',
  dedic_ip: '127.0.0.1',
  'server-ip': '127.0.0.1',
  'your-ip': '198.51.100.7',
  'peer-lan-ip': '10.0.0.2',
  'lan-ip': '10.0.0.1',
  addr: '10.0.0.1',
  iface: 'eth0',
  main: 'eth0',
  prefix: '32',
  port: '3128',
  user: 'user',
  db: 'shop',
  db_name: 'shop',
  db_user: 'root',
  site_dir: '/var/www/example.com',
  site_user: 'www-data',
  password: 'Test-password-1',
  'db-password': 'Test-password-1',
  'root-password': 'Test-password-1',
  passphrase: 'Test passphrase 1',
  comment: 'test@example.com',
};

/** ufw is on and lets SSH in: the rules are loaded into this root's own network namespace. */
const sshStaysOpen = [
  {command: 'ufw status', prints: 'Status: active'},
  'ufw status | grep -Eq "^22/tcp +ALLOW( IN)? +Anywhere"',
  'iptables -S ufw-user-input | grep -q -- "--dport 22 -j ACCEPT"',
];
const firewall: PageSpec = {blocks: {firewall: {checks: sshStaysOpen}}};
/** A rule added to a running ufw: the new port is open and SSH still is. */
const firewallRule = (rule: string): PageSpec => ({
  blocks: {firewall: {fixtures: ['ufw-on'], checks: [...sshStaysOpen, `ufw status | grep -Eq ${JSON.stringify(rule)}`]}},
});

export const PAGES: Readonly<Record<string, PageSpec>> = {
  '/apps/3x-ui': firewall,
  '/apps/affine': firewall,
  '/apps/codeserver': firewall,
  '/apps/docker': firewall,
  '/apps/gitea': firewall,
  '/apps/gui': {blocks: {firewall: {checks: [...sshStaysOpen, 'ufw status | grep -Eq "^3389/tcp +ALLOW( IN)? +198.51.100.7"']}}},
  '/apps/mailu': firewall,
  '/apps/memos': firewall,
  '/apps/minio': firewall,
  '/apps/n8n': firewall,
  '/apps/nextcloud': firewall,
  '/apps/nodejs': firewall,
  '/apps/ovpn-admin': firewall,
  '/apps/rabbitmq': firewall,
  '/apps/rocketchat': firewall,
  '/apps/rustdesk': firewall,
  '/apps/siyuan': firewall,
  '/apps/vaultwarden': firewall,
  '/apps/wireguard': firewall,
  '/order/panels/fastpanel/address': firewallRule('^8888/tcp +ALLOW'),
  '/order/panels/ispmanager/access': firewallRule('^1500/tcp +ALLOW'),
  '/prepurchase/forbidden-software/proxy': firewallRule('^3128/tcp +ALLOW( IN)? +198.51.100.7'),
  '/prepurchase/network-speed/dedic-local': firewallRule('^5201/tcp +ALLOW( IN)? +10.0.0.2'),
  '/working-with-server/lan/howto': firewallRule('^Anywhere +ALLOW( IN)? +10.0.0.0/24'),
  '/working-with-server/tech-questions/fastpanel/faq': firewallRule('^8888/tcp +ALLOW'),
  // After `ufw disable` the reader is no longer locked out: ufw is off and nothing is dropped.
  '/working-with-server/tech-questions/kvm': {
    blocks: {firewall: {fixtures: ['ufw-on'], checks: [{command: 'ufw status', prints: 'Status: inactive'}, {command: 'iptables -S INPUT', prints: '-P INPUT ACCEPT'}]}},
  },
};
