#!/usr/bin/env bash
# Runs one page's procedure in a throwaway copy of the cached Debian root.
# Usage: run-page.sh <base-root> <page-dir> <work-dir>
#   <page-dir>  what plan.ts wrote for the page: page.sh, steps/, files/ (copied to /procedures)
#   <work-dir>  scratch space for the overlay; removed afterwards
#
# Isolation: the copy is an overlay on the read-only cached root, so each page starts clean. The
# chroot runs in its own mount and network namespaces (unshare): mounts vanish with it, and the
# only network it sees is its own loopback, so a step's firewall rule or service never reaches the
# host and nothing leaves 127.0.0.1/::1. /proc is mounted for the run with /proc/sys read-only
# (its net/ part belongs to the namespace and stays writable); /dev is a small tmpfs with the usual
# character devices only, so no step can reach a host disk.
# After the run every process whose root is the copy is stopped by its process id (those the
# stand-ins and fixtures started are listed in /run/procedures/pids), loop devices attached by
# fixtures are detached, and everything is unmounted, by a trap that also runs on failure.
set -euo pipefail
base=$1 page=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)

if [ "${PROCEDURES_IN_NAMESPACE:-}" != 1 ]; then
  rm -rf "$work"
  mkdir -p "$work"
  status=0
  PROCEDURES_IN_NAMESPACE=1 unshare --mount --net --uts --fork --propagation private bash "$0" "$@" || status=$?
  rm -rf "$work"
  exit "$status"
fi

merged=$work/merged
mkdir -p "$work/upper" "$work/ovl" "$merged"
mounted=()
stop_processes() {
  local pids=() pid signal
  if [ -f "$merged/run/procedures/pids" ]; then
    while read -r pid; do [[ $pid =~ ^[0-9]+$ ]] && pids+=("$pid"); done <"$merged/run/procedures/pids"
  fi
  for pid in /proc/[0-9]*; do
    [ "$(readlink "$pid/root" 2>/dev/null)" = "$merged" ] && pids+=("${pid#/proc/}")
  done
  for signal in TERM KILL; do
    local alive=()
    for pid in "${pids[@]}"; do
      [ "$pid" = "$$" ] && continue
      if kill -0 "$pid" 2>/dev/null && [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$merged" ]; then
        kill "-$signal" "$pid" 2>/dev/null || true
        alive+=("$pid")
      fi
    done
    [ ${#alive[@]} -eq 0 ] && return 0
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      local any=0
      for pid in "${alive[@]}"; do kill -0 "$pid" 2>/dev/null && any=1; done
      [ $any = 0 ] && break
      sleep 0.3
    done
    pids=("${alive[@]}")
  done
}
cleanup() {
  set +e
  stop_processes
  if [ -f "$merged/run/procedures/loops" ]; then
    while read -r loop; do [[ $loop =~ ^/dev/loop[0-9]+$ ]] && losetup -d "$loop"; done <"$merged/run/procedures/loops"
  fi
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null; done
}
trap cleanup EXIT
mnt() { mount "$@"; mounted+=("${!#}"); }

mnt -t overlay overlay -o "lowerdir=$base,upperdir=$work/upper,workdir=$work/ovl" "$merged"
mnt -t proc proc "$merged/proc"
mnt --bind "$merged/proc/sys" "$merged/proc/sys"
mount -o remount,bind,ro "$merged/proc/sys"
mnt --bind "/proc/sys/net" "$merged/proc/sys/net"
mnt -t sysfs -o ro sysfs "$merged/sys"
mnt -t tmpfs -o size=16m,mode=755 devtmp "$merged/dev"
for node in null:1:3 zero:1:5 full:1:7 random:1:8 urandom:1:9 tty:5:0; do
  IFS=: read -r name major minor <<<"$node"
  mknod -m 666 "$merged/dev/$name" c "$major" "$minor"
done
mkdir -p "$merged/dev/pts" "$merged/dev/shm"
mnt -t tmpfs -o size=64m shm "$merged/dev/shm"
ln -s /proc/self/fd "$merged/dev/fd"
ln -s /proc/self/fd/0 "$merged/dev/stdin"
ln -s /proc/self/fd/1 "$merged/dev/stdout"
ln -s /proc/self/fd/2 "$merged/dev/stderr"
ip link set lo up
hostname srv1

# The stand-ins for what a chroot cannot do (systemctl, timedatectl, …), and the page's plan.
cp -a "$here/root/." "$merged/"
rm -rf "$merged/procedures"
cp -a "$page" "$merged/procedures"
mkdir -p "$merged/run/procedures"
: >"$merged/etc/resolv.conf"
printf '127.0.0.1 localhost\n::1 localhost\n' >"$merged/etc/hosts"
echo srv1 >"$merged/etc/hostname"

env -i HOME=/root TERM=dumb LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  PROCEDURES_VERBOSE="${PROCEDURES_VERBOSE:-}" chroot "$merged" /bin/bash /procedures/page.sh </dev/null
