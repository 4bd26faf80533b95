/**
 * The programs that validate the configuration fragments articles give (```nginx validate=nginx-server).
 * Each places the fragment where its program reads it ({n} is the block's number on the page; a
 * block's `path` in steps.ts wins) and runs the program; the step fails when the program refuses.
 */
export interface Validator {
  /** Where the fragment is written in the test root. */
  path: string;
  /** Appended to the file at `path` instead of replacing it. */
  append?: boolean;
  /** Shell run after the fragment is in place; {path} is where it went. */
  command: string;
  /** What the validator needs in the test root before (fixture names). */
  fixtures?: string[];
}

export const VALIDATORS: Readonly<Record<string, Validator>> = {
  // A complete `server { … }` block, enabled as a site.
  'nginx-server': {path: '/etc/nginx/sites-enabled/block-{n}.conf', command: 'nginx -t'},
  // Directives of the http context (limit_req_zone, client_max_body_size, …).
  'nginx-http': {path: '/etc/nginx/conf.d/block-{n}.conf', command: 'nginx -t'},
  // A drop-in of sshd_config; sshd -t needs the host keys.
  sshd: {path: '/etc/ssh/sshd_config.d/block-{n}.conf', command: 'ssh-keygen -A >/dev/null && mkdir -p /run/sshd && sshd -t'},
  // Lines added at the end of sshd_config (a Match block).
  'sshd-append': {path: '/etc/ssh/sshd_config', append: true, command: 'ssh-keygen -A >/dev/null && mkdir -p /run/sshd && sshd -t'},
  // A logrotate rule, read in debug mode (nothing rotated).
  logrotate: {path: '/etc/logrotate.d/block-{n}', command: 'logrotate -d {path}'},
  // Lines of a PHP-FPM pool, added to the default pool.
  'php-fpm-pool': {path: '/etc/php/8.2/fpm/pool.d/www.conf', append: true, command: 'php-fpm8.2 -t'},
  // A MariaDB option file: the server reads it with every other option file and refuses an
  // unknown option or a bad value.
  mariadb: {
    path: '/etc/mysql/mariadb.conf.d/99-block-{n}.cnf',
    command: 'mariadbd --user=mysql --help --verbose >/tmp/mariadbd-options.txt',
  },
  // SQL, run by the mariadb client against the running server (database shop).
  sql: {path: '/tmp/block-{n}.sql', command: 'mariadb shop <{path}', fixtures: ['mariadb']},
  // A systemd unit file: systemd-analyze verify loads it as systemd would.
  'systemd-unit': {path: '/etc/systemd/system/block-{n}.service', command: 'systemd-analyze verify {path}'},
  // Lines of a crontab: the crontab program installs them only when they parse.
  crontab: {path: '/tmp/block-{n}.crontab', command: 'crontab -u root {path} && crontab -l -u root >/dev/null'},
  // A sudoers drop-in.
  sudoers: {path: '/etc/sudoers.d/block-{n}', command: 'chmod 440 {path} && visudo -c -f {path}'},
  // vsftpd.conf: vsftpd started with it stays up (a refused option makes it exit at once).
  vsftpd: {
    path: '/etc/vsftpd.conf',
    command: 'mkdir -p /var/run/vsftpd/empty && systemctl restart vsftpd',
  },
  // A script the reader saves to a file (path in steps.ts) and runs in a later block.
  'bash-script': {path: '/root/block-{n}.sh', command: 'bash -n {path}'},
  // A netplan file: netplan generate reads every file of /etc/netplan and refuses a bad key, value or
  // a reference to an interface that no file defines (nothing is applied).
  netplan: {path: '/etc/netplan/60-lan.yaml', command: 'chmod 600 {path} && netplan generate', fixtures: ['netplan-base']},
  // An nftables ruleset, checked without being applied.
  nft: {path: '/tmp/block-{n}.nft', command: 'nft -c -f {path}'},
};

export function validatorCommand(v: Validator, path: string): string {
  return v.command.replaceAll('{path}', path);
}
