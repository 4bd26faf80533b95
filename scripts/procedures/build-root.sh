#!/usr/bin/env bash
# Builds the cached Debian root the procedures run in, when it is missing.
# Usage: build-root.sh <cache-dir> <package>...
# The root is bookworm minbase (debootstrap) plus every package the marked steps install, so a run
# does not touch the network. It is built in <cache-dir>.tmp and renamed when complete, so an
# interrupted build is never taken for a cache. Services that packages start on installation are
# kept from starting by policy-rc.d (exit 101): nothing here listens on the host. Two runs at once
# (two checkouts, or a developer beside CI) take turns on <cache-dir>.lock: the second waits, then
# finds the root built, instead of deleting the first's half-built one.
set -euo pipefail
cache=$1
shift
[ -x "$cache/usr/bin/apt-get" ] && exit 0
mkdir -p "$(dirname "$cache")"
exec 9>"$cache.lock"
flock 9
[ -x "$cache/usr/bin/apt-get" ] && exit 0
command -v debootstrap >/dev/null || bash "$(dirname "$0")/../ensure-system-packages.sh" debootstrap
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
tmp="$cache.tmp"
rm -rf "$tmp"
cleanup() { umount -l "$tmp/proc" 2>/dev/null || true; }
trap cleanup EXIT
echo "Building the Debian root in $cache (debootstrap bookworm minbase, then ${#@} packages)…"
debootstrap --variant=minbase bookworm "$tmp" "$mirror" >"$tmp.log" 2>&1 || { tail -20 "$tmp.log"; exit 1; }
printf '#!/bin/sh\nexit 101\n' >"$tmp/usr/sbin/policy-rc.d"
chmod 755 "$tmp/usr/sbin/policy-rc.d"
cat >"$tmp/etc/apt/sources.list" <<SOURCES
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
SOURCES
cp /etc/resolv.conf "$tmp/etc/resolv.conf"
mount -t proc proc "$tmp/proc"
export DEBIAN_FRONTEND=noninteractive
chroot "$tmp" apt-get update -qq
chroot "$tmp" apt-get install -y -qq --no-install-recommends "$@" >>"$tmp.log" 2>&1 || { tail -30 "$tmp.log"; exit 1; }
chroot "$tmp" apt-get clean
umount "$tmp/proc"
rm -f "$tmp.log"
mv "$tmp" "$cache"
echo "Debian root ready: $(du -sh "$cache" | cut -f1)"
