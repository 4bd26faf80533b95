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

export const PAGES: Readonly<Record<string, PageSpec>> = {
};
