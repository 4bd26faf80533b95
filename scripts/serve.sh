#!/usr/bin/env bash
# Serve build/ with the production nginx configuration (deploy/help-centre.conf) on localhost.
#   scripts/serve.sh            start in the foreground on port 8080 (Ctrl+C stops)
#   scripts/serve.sh --daemon   start in the background (tests); scripts/serve.sh --stop ends it
# PORT overrides the port; SERVE_ROOT serves another build folder (the bench serves stock
# Docusaurus's build with this same configuration) and CSP_CONF the policy include written beside
# that build (default build-nginx/csp.conf). nginx and its brotli_static module are
# installed from Debian's packages when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
here=$(pwd)
port=${PORT:-8080}
root=$(realpath "${SERVE_ROOT:-build}")
csp_conf=${CSP_CONF:-build-nginx/csp.conf}
# One run folder per port, so the bench, the tests and a developer can serve side by side.
run="$here/.tmp/nginx/$port"

if [ "${1:-}" = "--stop" ]; then
  [ -f "$run/nginx.pid" ] && kill "$(cat "$run/nginx.pid")" 2>/dev/null || true
  exit 0
fi

bash scripts/ensure-system-packages.sh nginx brotli-static
[ -f "$root/index.html" ] || { echo "No $root/index.html: run npm run build first." >&2; exit 1; }
[ -f "$csp_conf" ] || { echo "No $csp_conf: run npm run build first." >&2; exit 1; }

mkdir -p "$run"
sed -e "s#^\(\s*\)listen 80;#\1listen 127.0.0.1:$port;#" \
    -e '/listen \[::\]:80;/d' \
    -e "s#root /srv/help-centre/build;#root $root;#" \
    -e "s#/srv/help-centre/build-nginx/csp.conf#$(realpath "$csp_conf")#" \
    -e "s#/srv/help-centre/#$here/#g" \
    deploy/help-centre.conf > "$run/site.conf"
daemon=off
[ "${1:-}" = "--daemon" ] && daemon=on
cat > "$run/nginx.conf" <<CONF
# deploy/help-centre.conf serves precompressed .br files (brotli_static); Debian's package of the
# module is loaded here as /etc/nginx/nginx.conf loads it in production.
load_module modules/ngx_http_brotli_static_module.so;
daemon $daemon;
worker_processes 2;
pid $run/nginx.pid;
error_log $run/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    types { application/javascript mjs; }
    access_log $run/access.log;
    client_body_temp_path $run/body;
    proxy_temp_path $run/proxy;
    fastcgi_temp_path $run/fastcgi;
    uwsgi_temp_path $run/uwsgi;
    scgi_temp_path $run/scgi;
    sendfile on;
    include $run/site.conf;
}
CONF
nginx -t -q -c "$run/nginx.conf"
[ -f "$run/nginx.pid" ] && kill "$(cat "$run/nginx.pid")" 2>/dev/null && sleep 0.3 || true
echo "Serving $root at http://127.0.0.1:$port/"
exec nginx -c "$run/nginx.conf"
